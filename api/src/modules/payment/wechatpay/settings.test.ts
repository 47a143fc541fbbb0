import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { wechatpayTestKeys } from '../../../testing/fakes/wechatpay-keys';
import { WECHATPAY_BASE_URL, wechatpaySettingsFromEnv } from './settings';

describe('WeChat Pay settings from the environment', () => {
  const { pem, common, merchantSerialNo } = wechatpayTestKeys();
  const env = {
    WECHATPAY_MCHID: common.mchid,
    WECHATPAY_APPID: common.appid,
    WECHATPAY_SERIAL_NO: merchantSerialNo,
    WECHATPAY_PRIVATE_KEY: pem.privateKey,
    WECHATPAY_PLATFORM_PUBLIC_KEY: pem.platformPublicKey,
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: common.platformPublicKeyId,
    WECHATPAY_APIV3_KEY: common.apiV3Key,
  };

  it('is off when nothing is set, and reads PEM text with the default base URL', () => {
    expect(wechatpaySettingsFromEnv({})).toBeUndefined();
    const settings = wechatpaySettingsFromEnv(env)!;
    expect(settings).toMatchObject({ mchid: common.mchid, appid: common.appid, serialNo: merchantSerialNo, platformPublicKeyId: common.platformPublicKeyId, baseUrl: WECHATPAY_BASE_URL });
    expect([settings.privateKey.type, settings.platformPublicKey.type]).toEqual(['private', 'public']);
  });

  it('reads the keys from the files the _FILE variants name, and PEM text written on one line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'wechatpay-'));
    writeFileSync(join(folder, 'key.pem'), pem.privateKey);
    writeFileSync(join(folder, 'pub.pem'), pem.platformPublicKey);
    const { WECHATPAY_PRIVATE_KEY: _key, WECHATPAY_PLATFORM_PUBLIC_KEY: _pub, ...rest } = env;
    const fromFiles = wechatpaySettingsFromEnv({ ...rest, WECHATPAY_PRIVATE_KEY_FILE: join(folder, 'key.pem'), WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: join(folder, 'pub.pem'), WECHATPAY_BASE_URL: 'http://127.0.0.1:9999/' });
    expect(fromFiles?.baseUrl).toBe('http://127.0.0.1:9999');
    expect(wechatpaySettingsFromEnv({ ...env, WECHATPAY_PRIVATE_KEY: pem.privateKey.replace(/\n/g, '\\n') })?.privateKey.type).toBe('private');
  });

  it('refuses the start naming the setting that is missing or malformed', () => {
    const refusal = (changes: Record<string, string | undefined>) => () => wechatpaySettingsFromEnv({ ...env, ...changes });
    expect(refusal({ WECHATPAY_PRIVATE_KEY: 'not a key' })).toThrow(/^WECHATPAY_PRIVATE_KEY is not a PEM private key/);
    expect(refusal({ WECHATPAY_PRIVATE_KEY: pem.platformPublicKey })).toThrow(/^WECHATPAY_PRIVATE_KEY /);
    expect(refusal({ WECHATPAY_PLATFORM_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' })).toThrow(/^WECHATPAY_PLATFORM_PUBLIC_KEY is not a PEM public key/);
    expect(refusal({ WECHATPAY_PLATFORM_PUBLIC_KEY: undefined })).toThrow(/^WECHATPAY_PLATFORM_PUBLIC_KEY is required/);
    expect(refusal({ WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: '/nonexistent/pub.pem', WECHATPAY_PLATFORM_PUBLIC_KEY: undefined })).toThrow(/^WECHATPAY_PLATFORM_PUBLIC_KEY_FILE names a file/);
    expect(refusal({ WECHATPAY_PRIVATE_KEY_FILE: '/nonexistent/key.pem' })).toThrow(/^WECHATPAY_PRIVATE_KEY and WECHATPAY_PRIVATE_KEY_FILE are both set/);
    expect(refusal({ WECHATPAY_APIV3_KEY: 'a'.repeat(31) })).toThrow(/^WECHATPAY_APIV3_KEY must be exactly 32 bytes/);
    expect(refusal({ WECHATPAY_APIV3_KEY: '密'.repeat(11) })).toThrow(/^WECHATPAY_APIV3_KEY must be exactly 32 bytes/);
    expect(refusal({ WECHATPAY_PLATFORM_PUBLIC_KEY_ID: '7132D72A03E93CDDF8C03BBD1F37EEDF' })).toThrow(/^WECHATPAY_PLATFORM_PUBLIC_KEY_ID must be/);
    expect(refusal({ WECHATPAY_MCHID: undefined })).toThrow(/^WECHATPAY_MCHID is required/);
    expect(refusal({ WECHATPAY_APPID: 'app' })).toThrow(/^WECHATPAY_APPID must be/);
    expect(refusal({ WECHATPAY_SERIAL_NO: 'not-hex' })).toThrow(/^WECHATPAY_SERIAL_NO must be/);
    expect(refusal({ WECHATPAY_BASE_URL: 'ftp://example' })).toThrow(/^WECHATPAY_BASE_URL must be/);
    // Keys and payments never travel in clear text beyond this machine.
    expect(refusal({ WECHATPAY_BASE_URL: 'http://api.mch.weixin.qq.com' })).toThrow(/^WECHATPAY_BASE_URL must be an https URL \(plain http only on localhost\)/);
  });
});
