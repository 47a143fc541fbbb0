import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { smsProviderFromEnv } from '../../modules/sms';
import { startAliyunSmsFake, type AliyunSmsFake } from './aliyun-sms-fake';
import { startTencentSmsFake, type TencentSmsFake } from './tencent-sms-fake';

/** The fakes refuse what the providers refuse, so that a test passing against them means something. */

const templates = (prefix: string) => Object.fromEntries(['REGISTER', 'LOGIN', 'FORGET', 'BIND'].map((scene) => [`${prefix}_TEMPLATE_${scene}`, `T_${scene}`]));
const message = { mobile: '13800138000', scene: 'login', code: '246810' };

describe('the Aliyun SMS fake', () => {
  let fake: AliyunSmsFake;
  beforeAll(async () => {
    fake = await startAliyunSmsFake({ accessKeyId: 'LTAI5tFakeKey', accessKeySecret: 'fake-secret-0001' });
  });
  afterAll(() => fake.close());

  const post = (headers: Record<string, string>) => fetch(`${fake.endpoint}/?PhoneNumbers=13800138000`, { method: 'POST', headers });
  const signedHeaders = {
    'x-acs-action': 'SendSms',
    'x-acs-version': '2017-05-25',
    'x-acs-date': new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    'x-acs-signature-nonce': 'nonce-1',
    'x-acs-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  };

  it('answers IncompleteSignature to a call without a V3 Authorization, or one leaving a header unsigned', async () => {
    const unsigned = await post(signedHeaders);
    expect([unsigned.status, ((await unsigned.json()) as { Code: string }).Code]).toEqual([400, 'IncompleteSignature']);
    const partly = await post({ ...signedHeaders, authorization: `ACS3-HMAC-SHA256 Credential=LTAI5tFakeKey,SignedHeaders=host;x-acs-date,Signature=${'0'.repeat(64)}` });
    expect(((await partly.json()) as { Code: string }).Code).toBe('IncompleteSignature');
  });

  it('answers SignatureDoesNotMatch to a well-formed signature of something else, and InvalidAccessKeyId.NotFound to another key', async () => {
    const names = ['host', ...Object.keys(signedHeaders)].sort().join(';');
    const forged = await post({ ...signedHeaders, authorization: `ACS3-HMAC-SHA256 Credential=LTAI5tFakeKey,SignedHeaders=${names},Signature=${'a'.repeat(64)}` });
    expect([forged.status, ((await forged.json()) as { Code: string }).Code]).toEqual([400, 'SignatureDoesNotMatch']);
    const stranger = await post({ ...signedHeaders, authorization: `ACS3-HMAC-SHA256 Credential=LTAI5tOther,SignedHeaders=${names},Signature=${'a'.repeat(64)}` });
    expect([stranger.status, ((await stranger.json()) as { Code: string }).Code]).toEqual([404, 'InvalidAccessKeyId.NotFound']);
    expect(fake.delivered).toEqual([]);
  });
});

describe('the Tencent Cloud SMS fake', () => {
  let fake: TencentSmsFake;
  const keys = { secretId: 'AKIDFakeSecretId', secretKey: 'fake-secret-key-0001', sdkAppId: '1400000001' };
  const env = (endpoint: string) => ({
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: keys.secretId,
    TENCENT_SMS_SECRET_KEY: keys.secretKey,
    TENCENT_SMS_SDK_APP_ID: keys.sdkAppId,
    TENCENT_SMS_SIGN_NAME: '灯塔商城',
    TENCENT_SMS_ENDPOINT: endpoint,
    ...templates('TENCENT_SMS'),
  });
  beforeAll(async () => {
    fake = await startTencentSmsFake(keys);
  });
  afterAll(() => fake.close());

  it('delivers a call the SDK signed for the sms service', async () => {
    await smsProviderFromEnv('test', env(fake.endpoint), { agent: fake.agent })!.send(message);
    expect(fake.delivered.at(-1)).toMatchObject({ mobile: '+8613800138000', template: 'T_LOGIN', params: ['246810'] });
  });

  it('refuses a signature whose credential scope names another service: the SDK signs for the first label of the host it calls', async () => {
    const before = fake.refusedCalls.length;
    const byAddress = smsProviderFromEnv('test', env(fake.address))!;
    await expect(byAddress.send(message)).rejects.toMatchObject({ providerStatus: 'AuthFailure.SignatureFailure' });
    expect(fake.refusedCalls.slice(before)).toEqual(['AuthFailure.SignatureFailure']);
  });

  it('answers AuthFailure.InvalidAuthorization to a call without a TC3 Authorization', async () => {
    const answer = await fetch(`${fake.address}/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-tc-action': 'SendSms' }, body: '{}' });
    expect(((await answer.json()) as { Response: { Error: { Code: string } } }).Response.Error.Code).toBe('AuthFailure.InvalidAuthorization');
  });
});
