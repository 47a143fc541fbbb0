import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { smsCodes } from '../../../db/schema';
import type { SmsSender } from '../../../http/app-context';
import { startAliyunSmsFake, type AliyunSmsFake, type AliyunTrouble } from '../../../testing/fakes/aliyun-sms-fake';
import { startTencentSmsFake, type TencentSmsFake, type TencentTrouble } from '../../../testing/fakes/tencent-sms-fake';
import { call, createTestApp, SMS_RESEND_MS, type TestApp } from '../../../testing/test-app';
import { smsProviderFromEnv } from './choose';
import type { Env } from './settings';
import type { ProviderTransport } from './transport';

/**
 * Each provider through its real SDK against a local fake of its documented protocol: the fake
 * checks the SDK's signature with keys generated here, records what it delivered, and can be told
 * to refuse, fail or say nothing.
 */
type Harness = {
  name: 'aliyun' | 'tencent';
  start: (keys: { id: string; secret: string }) => Promise<AliyunSmsFake | TencentSmsFake>;
  env: (fake: AliyunSmsFake | TencentSmsFake, keys: { id: string; secret: string }) => Env;
  transport: (fake: AliyunSmsFake | TencentSmsFake) => ProviderTransport;
  /** The number and template of the latest delivery, and the code it carried. */
  lastDelivery: (fake: AliyunSmsFake | TencentSmsFake) => { mobile: string; template: string; code: string | undefined };
  signatureRefusal: string;
  numberLimit: string;
  /** A refusal of the number, in the form the provider answers it. */
  badNumber: AliyunTrouble | TencentTrouble;
};

const SDK_APP_ID = '1400123456';

const HARNESSES: Harness[] = [
  {
    name: 'aliyun',
    start: (keys) => startAliyunSmsFake({ accessKeyId: keys.id, accessKeySecret: keys.secret }),
    env: (fake, keys) => ({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: keys.id,
      ALIYUN_SMS_ACCESS_KEY_SECRET: keys.secret,
      ALIYUN_SMS_SIGN_NAME: '灯塔商城',
      ALIYUN_SMS_TEMPLATE_REGISTER: 'SMS_000001',
      ALIYUN_SMS_TEMPLATE_LOGIN: 'SMS_000002',
      ALIYUN_SMS_TEMPLATE_FORGET: 'SMS_000003',
      ALIYUN_SMS_TEMPLATE_BIND: 'SMS_000004',
      ALIYUN_SMS_ENDPOINT: fake.endpoint,
    }),
    transport: () => ({}),
    lastDelivery: (fake) => {
      const last = (fake as AliyunSmsFake).delivered.at(-1)!;
      return { mobile: last.mobile, template: last.template, code: last.params.code };
    },
    signatureRefusal: 'SignatureDoesNotMatch',
    numberLimit: 'isv.BUSINESS_LIMIT_CONTROL',
    badNumber: { refuse: 'isv.MOBILE_NUMBER_ILLEGAL' },
  },
  {
    name: 'tencent',
    start: (keys) => startTencentSmsFake({ secretId: keys.id, secretKey: keys.secret, sdkAppId: SDK_APP_ID }),
    env: (fake, keys) => ({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: keys.id,
      TENCENT_SMS_SECRET_KEY: keys.secret,
      TENCENT_SMS_SDK_APP_ID: SDK_APP_ID,
      TENCENT_SMS_SIGN_NAME: '灯塔商城',
      TENCENT_SMS_TEMPLATE_REGISTER: '2000001',
      TENCENT_SMS_TEMPLATE_LOGIN: '2000002',
      TENCENT_SMS_TEMPLATE_FORGET: '2000003',
      TENCENT_SMS_TEMPLATE_BIND: '2000004',
      TENCENT_SMS_ENDPOINT: fake.endpoint,
    }),
    transport: (fake) => ({ agent: (fake as TencentSmsFake).agent }),
    lastDelivery: (fake) => {
      const last = (fake as TencentSmsFake).delivered.at(-1)!;
      return { mobile: last.mobile, template: last.template, code: last.params[0] };
    },
    signatureRefusal: 'AuthFailure.SignatureFailure',
    numberLimit: 'LimitExceeded.PhoneNumberDailyLimit',
    badNumber: { error: 'InvalidParameterValue.IncorrectPhoneNumber' },
  },
];

const generatedKeys = () => ({ id: `K${randomBytes(8).toString('hex')}`, secret: randomBytes(24).toString('base64url') });

describe.each(HARNESSES)('SMS through $name', (harness) => {
  let t: TestApp;
  let fake: AliyunSmsFake | TencentSmsFake;
  let env: Env;
  /** The sender the app uses now: the provider's, built from settings, or one with another secret. */
  let sender: SmsSender;
  /** Every code the shop handed to the provider's sender, delivered or not, to look for in the logs. */
  const codes: string[] = [];
  const logLines: string[] = [];
  const terminal: string[] = [];
  let writeSpy: jest.SpiedFunction<typeof process.stdout.write>;
  const keys = generatedKeys();

  const send = (mobile: string, scene: string, lang = 'en-us') => call(t.app, 'POST', 'sms/send', { body: { mobile, scene }, lang });
  const storedCodes = async (mobile: string) => t.connection.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
  const failNext = (trouble: AliyunTrouble | TencentTrouble) => (fake.failNext as (trouble: AliyunTrouble | TencentTrouble) => void)(trouble);
  /** A generous time-out for the calls that get an answer (the machine may be busy), a short one to meet silence. */
  const providerSender = (settings: Env, timeoutMs = 5_000) => smsProviderFromEnv('test', settings, { ...harness.transport(fake), timeoutMs })!.send;

  beforeAll(async () => {
    fake = await harness.start(keys);
    env = harness.env(fake, keys);
    sender = providerSender(env);
    writeSpy = jest.spyOn(process.stdout, 'write').mockImplementation((text) => {
      terminal.push(String(text));
      return true;
    });
    const logStream = { write: (line: string) => void logLines.push(line) };
    t = await createTestApp({
      smsSender: (message) => {
        codes.push(message.code);
        return sender(message);
      },
      logger: { level: 'trace', stream: logStream },
    });
  });
  afterAll(async () => {
    writeSpy.mockRestore();
    await t.close();
    await fake.close();
  });

  it('signs a shopper up with the code the provider delivered', async () => {
    const mobile = '13810000001';
    const sent = await send(mobile, 'register');
    expect(sent.body).toEqual({ code: 1, msg: 'Verification code sent', data: { resend_in: 60, expires_in: 300 } });
    const delivery = harness.lastDelivery(fake);
    expect(delivery).toEqual({
      mobile: harness.name === 'tencent' ? `+86${mobile}` : mobile,
      template: harness.name === 'tencent' ? '2000001' : 'SMS_000001',
      code: expect.stringMatching(/^\d{6}$/),
    });
    const registered = await call(t.app, 'POST', 'user/register', { body: { mobile, code: delivery.code, password: 'secret99' }, lang: 'en-us' });
    expect(registered.body.code).toBe(1);
    // Each scene has its own template.
    t.clock.advance(SMS_RESEND_MS);
    expect((await send(mobile, 'forget')).body.code).toBe(1);
    expect(harness.lastDelivery(fake).template).toBe(harness.name === 'tencent' ? '2000003' : 'SMS_000003');
  });

  it('reports a wrong secret, refused by the provider, as a translated error on the phone number, and stores no code', async () => {
    sender = providerSender({ ...env, [harness.name === 'aliyun' ? 'ALIYUN_SMS_ACCESS_KEY_SECRET' : 'TENCENT_SMS_SECRET_KEY']: generatedKeys().secret });
    try {
      const refusalsBefore = fake.refusedCalls.length;
      const en = await send('13810000002', 'register');
      expect([en.status, en.body]).toEqual([503, { code: 402, msg: 'The verification code could not be sent, please try again later', data: { field: 'mobile' } }]);
      const zh = await send('13810000003', 'register', 'zh-cn');
      expect([zh.status, zh.body.msg]).toEqual([503, '验证码发送失败，请稍后再试']);
      expect(fake.refusedCalls.slice(refusalsBefore)).toEqual([harness.signatureRefusal, harness.signatureRefusal]);
      expect(await storedCodes('13810000002')).toEqual([]);
      // The operator reads which status stopped it.
      const warning = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.provider_status === harness.signatureRefusal);
      expect(warning).toMatchObject({ level: 40, msg: 'the SMS provider did not send a verification code' });
    } finally {
      sender = providerSender(env);
    }
  });

  it('answers the provider’s limit on a number with 429 on the phone number, and lets the shopper ask again at once', async () => {
    const mobile = '13810000004';
    failNext({ refuse: harness.numberLimit });
    const limited = await send(mobile, 'register', 'zh-cn');
    expect([limited.status, limited.body]).toEqual([429, { code: 402, msg: '该手机号接收短信过于频繁，请稍后再试', data: { field: 'mobile' } }]);
    expect(await storedCodes(mobile)).toEqual([]);
    // Nothing was sent, so no resend gap holds the next one back.
    expect((await send(mobile, 'register')).body.code).toBe(1);
    expect(harness.lastDelivery(fake).code).toBe((await storedCodes(mobile))[0]!.code);
  });

  it('answers a number the provider cannot deliver to with 400 on the phone number', async () => {
    failNext(harness.badNumber);
    const rejected = await send('13810000005', 'register');
    expect([rejected.status, rejected.body]).toEqual([400, { code: 402, msg: 'Text messages cannot be delivered to this phone number, please check it', data: { field: 'mobile' } }]);
  });

  it('answers a provider failure or silence with 503, storing no code', async () => {
    failNext({ httpStatus: 502 });
    const failed = await send('13810000006', 'register');
    expect([failed.status, failed.body.data]).toEqual([503, { field: 'mobile' }]);
    failNext({ hang: true });
    sender = providerSender(env, 500);
    const silent = await send('13810000007', 'register', 'zh-cn').finally(() => {
      sender = providerSender(env);
    });
    expect([silent.status, silent.body]).toEqual([503, { code: 402, msg: '验证码发送失败，请稍后再试', data: { field: 'mobile' } }]);
    expect([...(await storedCodes('13810000006')), ...(await storedCodes('13810000007'))]).toEqual([]);
  });

  it('writes no code to the log or the terminal, delivered or not', async () => {
    const before = codes.length;
    expect((await send('13810000008', 'register')).body.code).toBe(1);
    failNext({ refuse: harness.numberLimit });
    expect((await send('13810000009', 'register')).status).toBe(429);
    // Its own two codes, and those of every test that ran before it.
    expect(codes.length).toBe(before + 2);
    expect(logLines.length).toBeGreaterThan(0);
    const output = [...logLines, ...terminal].join('\n');
    for (const code of codes) expect(output).not.toContain(code);
  });
});

describe('choosing the SMS provider', () => {
  const complete = {
    aliyun: HARNESSES[0]!.env({ endpoint: 'dysmsapi.aliyuncs.com' } as AliyunSmsFake, generatedKeys()),
    tencent: HARNESSES[1]!.env({ endpoint: 'sms.tencentcloudapi.com' } as TencentSmsFake, generatedKeys()),
  };

  it('keeps the built-in senders when SMS_PROVIDER is unset', () => {
    expect(smsProviderFromEnv('production', {})).toBeNull();
    expect(smsProviderFromEnv('development', { SMS_PROVIDER: ' ' })).toBeNull();
  });

  it.each(['aliyun', 'tencent'] as const)('builds %s from complete settings', (name) => {
    expect(smsProviderFromEnv('production', complete[name])).toMatchObject({ name, send: expect.any(Function) });
  });

  it('refuses a provider it does not know, naming it', () => {
    expect(() => smsProviderFromEnv('production', { SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER must be one of "aliyun", "tencent" or unset, got "twilio"');
  });

  it.each(Object.entries(complete).flatMap(([name, settings]) => Object.keys(settings).filter((key) => key !== 'SMS_PROVIDER' && !key.endsWith('_ENDPOINT')).map((key) => [name, key] as const)))(
    'refuses %s without %s, naming it',
    (name, key) => {
      expect(() => smsProviderFromEnv('production', { ...complete[name as 'aliyun'], [key]: '' })).toThrow(`SMS_PROVIDER=${name} needs ${key}`);
    },
  );

  it('refuses an endpoint reached over plain http in production unless on this machine, and one that is not a host name', () => {
    expect(() => smsProviderFromEnv('production', { ...complete.aliyun, ALIYUN_SMS_ENDPOINT: 'http://dysmsapi.aliyuncs.com' })).toThrow('ALIYUN_SMS_ENDPOINT must be reached over https in production');
    expect(smsProviderFromEnv('production', { ...complete.aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9000' })?.name).toBe('aliyun');
    expect(() => smsProviderFromEnv('production', { ...complete.tencent, TENCENT_SMS_ENDPOINT: 'https://sms.tencentcloudapi.com/v3?x=1' })).toThrow('TENCENT_SMS_ENDPOINT must be a host name');
  });
});
