import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { WechatpaySettings } from '../../modules/payment';
import type { WechatpayFakeOptions } from './wechatpay-fake';

/**
 * Fresh keys for one WeChat Pay test run: the merchant's key pair (the shop signs, the fake checks)
 * and the platform's (the fake signs, the shop checks), with the ids and the APIv3 key both know.
 */
export function wechatpayTestKeys() {
  const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = rsa();
  const platform = rsa();
  const common = { mchid: '1900000109', appid: 'wxd678efh567hg6787', platformPublicKeyId: 'PUB_KEY_ID_0119000001092025060100000000000001', apiV3Key: randomBytes(16).toString('hex') };
  const merchantSerialNo = '3775B6A45ACD588826D15E583A95F5DD0000ABCD';
  const settings = (baseUrl: string, timeoutMs = 2_000): WechatpaySettings => ({
    ...common,
    serialNo: merchantSerialNo,
    privateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    baseUrl,
    timeoutMs,
  });
  const fake: WechatpayFakeOptions = { ...common, merchantPrivateKey: merchant.privateKey, merchantSerialNo, platformPrivateKey: platform.privateKey };
  const pem = {
    privateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    platformPublicKey: platform.publicKey.export({ type: 'spki', format: 'pem' }) as string,
  };
  return { settings, fake, pem, common, merchantSerialNo };
}
