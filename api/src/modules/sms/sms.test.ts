import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { smsCodes, users } from '../../db/schema';
import type { SmsSender } from '../../http/app-context';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, receiveSmsCode, SMS_RESEND_MS, type TestApp } from '../../testing/test-app';
import { defaultSmsSender } from './transports';

const register = (t: TestApp, mobile: string, code: string) =>
  call(t.app, 'POST', 'user/register', { body: { mobile, code, password: 'secret99' }, lang: 'en-us' });

/** Six digits other than the code: the n-th wrong guess. */
const wrongGuess = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe('sms/send and verification codes', () => {
  let t: TestApp;
  const sent: Array<{ mobile: string; scene: string; code: string }> = [];
  beforeAll(async () => {
    t = await createTestApp({ smsSender: async (message) => void sent.push(message) });
  });
  afterAll(() => t.close());

  it('stores a 6-digit code in the outbox and hands it to the sender', async () => {
    const result = await call(t.app, 'POST', 'sms/send', { body: { mobile: '13600000001', scene: 'register' }, lang: 'en-us' });
    expect(result.body).toEqual({ code: 1, msg: 'Verification code sent', data: { resend_in: 60, expires_in: 300 } });
    const outbox = await call(t.app, 'GET', 'dev/sms-outbox', { query: { mobile: '13600000001' } });
    expect(outbox.body.data).toEqual({ mobile: '13600000001', scene: 'register', code: expect.stringMatching(/^\d{6}$/), created_at: t.clock.now().toISOString() });
    expect(sent.at(-1)).toEqual({ mobile: '13600000001', scene: 'register', code: outbox.body.data.code });
  });

  it('answers 404 from the outbox for a number that got nothing', async () => {
    const result = await call(t.app, 'GET', 'dev/sms-outbox', { query: { mobile: '13600009999' } });
    expect(result.status).toBe(404);
    expect(result.body.code).toBe(404);
  });

  it('validates the outbox query', async () => {
    const result = await call(t.app, 'GET', 'dev/sms-outbox', { query: { mobile: 'x' } });
    expect(result.status).toBe(400);
    expect(result.body.data.field).toBe('mobile');
  });

  it('accepts a code once only', async () => {
    const mobile = '13600000002';
    const code = await receiveSmsCode(t.app, mobile, 'register');
    expect((await register(t, mobile, code)).body.code).toBe(1);
    t.clock.advance(SMS_RESEND_MS);
    const forgetCode = await receiveSmsCode(t.app, mobile, 'forget');
    const body = { mobile, code: forgetCode, password: 'another1' };
    expect((await call(t.app, 'POST', 'user/forget', { body })).body.code).toBe(1);
    const replay = await call(t.app, 'POST', 'user/forget', { body, lang: 'en-us' });
    expect(replay.body).toEqual({ code: 402, msg: 'Please send the verification code', data: { field: 'code' } });
  });

  it('refuses a wrong code, and kills the code after five wrong guesses', async () => {
    const mobile = '13600000003';
    const code = await receiveSmsCode(t.app, mobile, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await register(t, mobile, wrong);
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ code: 402, msg: 'The verification code is incorrect', data: { field: 'code' } });
    for (let i = 0; i < 4; i += 1) await register(t, mobile, wrong);
    const right = await register(t, mobile, code);
    expect(right.body).toMatchObject({ code: 402, data: { field: 'code' }, msg: 'The verification code has expired, please send a new one' });
  });

  it('refuses an expired code', async () => {
    const mobile = '13600000004';
    const code = await receiveSmsCode(t.app, mobile, 'register');
    t.clock.advance(5 * 60_000);
    const result = await register(t, mobile, code);
    expect(result.body).toMatchObject({ code: 402, data: { field: 'code' }, msg: 'The verification code has expired, please send a new one' });
  });

  it('asks for a code when none was sent for that scene', async () => {
    const result = await register(t, '13600000005', '123456');
    expect(result.body).toEqual({ code: 402, msg: 'Please send the verification code', data: { field: 'code' } });
  });

  it('refuses sign-in and recovery codes for unknown numbers', async () => {
    for (const scene of ['login', 'forget']) {
      const result = await call(t.app, 'POST', 'sms/send', { body: { mobile: '13600000006', scene }, lang: 'en-us' });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ code: 402, msg: 'This phone number is not registered', data: { field: 'mobile' } });
    }
  });

  it('sends at most one code per number per minute', async () => {
    const mobile = '13600000007';
    await receiveSmsCode(t.app, mobile, 'register');
    t.clock.advance(20_000);
    const again = await call(t.app, 'POST', 'sms/send', { body: { mobile, scene: 'register' }, lang: 'en-us' });
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('40');
    expect(again.body).toEqual({ code: 402, msg: 'Too many attempts, please try again in 40 seconds', data: { retry_after: 40 } });
    t.clock.advance(40_000);
    expect((await call(t.app, 'POST', 'sms/send', { body: { mobile, scene: 'register' } })).body.code).toBe(1);
  });

  // On PostgreSQL the guesses really run side by side, on as many connections as the pool holds.
  it('checks exactly five of 200 guesses sent at once, so the right code among them binds nothing', async () => {
    const member = await createMember(t.connection.db, 'guesser');
    const mobile = '13700000150';
    const code = await receiveSmsCode(t.app, mobile, 'bind');
    const guesses = Array.from({ length: 200 }, (_, n) => (n === 149 ? code : wrongGuess(code, n)));
    const answers = await Promise.all(guesses.map((guess) => call(t.app, 'POST', 'user/bind', { token: member.token, body: { mobile, code: guess }, lang: 'en-us' })));
    const tally = (msg: string) => answers.filter((answer) => answer.body.msg === msg).length;
    const [stored] = await t.connection.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    const [bound] = await t.connection.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, member.id));
    const checked = stored!.failedAttempts + (stored!.usedAt ? 1 : 0);
    expect(checked).toBe(5);
    expect(tally('The verification code is incorrect')).toBe(stored!.failedAttempts);
    expect(tally('Phone number bound')).toBe(stored!.usedAt ? 1 : 0);
    expect(tally('The verification code has expired, please send a new one')).toBe(195);
    expect(bound!.mobile).toBe(stored!.usedAt ? mobile : null);
  });

  it('retires a code when a newer one is sent', async () => {
    const mobile = '13700000151';
    const first = await receiveSmsCode(t.app, mobile, 'register');
    t.clock.advance(SMS_RESEND_MS);
    const second = await receiveSmsCode(t.app, mobile, 'register');
    if (first !== second) expect((await register(t, mobile, first)).body.msg).toBe('The verification code is incorrect');
    expect((await register(t, mobile, second)).body.code).toBe(1);
  });
});

describe('user/bind limits per member and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { bindPerMember: { limit: 3, windowMs: 900_000 }, bindPerIp: { limit: 5, windowMs: 900_000 } } });
  });
  afterAll(() => t.close());

  const bind = (token: string, mobile: string, code: string, remoteAddress = '203.0.113.9') =>
    t.app.inject({ method: 'POST', url: '/homeapi/user/bind', remoteAddress, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-us' }, payload: { mobile, code } });

  it('locks a member out of binding after three wrong codes, from any address, until the window closes', async () => {
    const member = await createMember(t.connection.db, 'binder');
    const mobile = '13700000152';
    const code = await receiveSmsCode(t.app, mobile, 'bind');
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await bind(member.token, mobile, wrongGuess(code, n), `198.51.100.${n}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    t.clock.advance(SMS_RESEND_MS);
    const fresh = await receiveSmsCode(t.app, mobile, 'bind');
    const locked = await bind(member.token, mobile, fresh, '198.51.100.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 402, data: { retry_after: expect.any(Number) } });
    t.clock.advance(900_000);
    const afterWindow = await receiveSmsCode(t.app, mobile, 'bind');
    expect((await bind(member.token, mobile, afterWindow)).json()).toMatchObject({ code: 1, msg: 'Phone number bound' });
  });

  it('throttles one address guessing for many members', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      const member = await createMember(t.connection.db, `sprayer${n}`);
      statuses.push((await bind(member.token, `1370000016${n}`, '000000', '203.0.113.50')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('sms/send per-address cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { smsPerIp: { limit: 3, windowMs: 3_600_000 } } });
  });
  afterAll(() => t.close());

  it('caps the codes one address may request per hour', async () => {
    for (const mobile of ['13500000001', '13500000002', '13500000003']) {
      expect((await call(t.app, 'POST', 'sms/send', { body: { mobile, scene: 'register' } })).body.code).toBe(1);
    }
    const capped = await call(t.app, 'POST', 'sms/send', { body: { mobile: '13500000004', scene: 'register' }, lang: 'zh-cn' });
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({ code: 402, msg: '操作过于频繁，请3600秒后再试', data: { retry_after: 3600 } });
    t.clock.advance(3_600_000);
    expect((await call(t.app, 'POST', 'sms/send', { body: { mobile: '13500000004', scene: 'register' } })).body.code).toBe(1);
  });
});

describe('the outbox reader', () => {
  it('does not exist unless turned on', async () => {
    const t = await createTestApp({ nodeEnv: 'development', smsOutbox: false });
    try {
      await call(t.app, 'POST', 'sms/send', { body: { mobile: '13600000001', scene: 'register' } });
      const result = await call(t.app, 'GET', 'dev/sms-outbox', { query: { mobile: '13600000001' } });
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ code: 404, data: null });
    } finally {
      await t.close();
    }
  });
});

describe('SMS in development', () => {
  let t: TestApp;
  const logLines: string[] = [];
  const terminal: string[] = [];
  let writeSpy: jest.SpiedFunction<typeof process.stdout.write>;
  beforeAll(async () => {
    writeSpy = jest.spyOn(process.stdout, 'write').mockImplementation((text) => {
      terminal.push(String(text));
      return true;
    });
    const logStream = { write: (line: string) => void logLines.push(line) };
    t = await createTestApp({ nodeEnv: 'development', smsSender: undefined, logger: { level: 'trace', stream: logStream } });
  });
  afterAll(async () => {
    writeSpy.mockRestore();
    await t.close();
  });

  it('prints the code on the terminal and writes it to no log', async () => {
    const mobile = '13600000011';
    const sent = await call(t.app, 'POST', 'sms/send', { body: { mobile, scene: 'register' } });
    expect(sent.body.code).toBe(1);
    const code = (await call(t.app, 'GET', 'dev/sms-outbox', { query: { mobile } })).body.data.code;
    expect(terminal.join('')).toContain(`verification code: ${code}`);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(code);
  });
});

describe('SMS in production without a provider adapter', () => {
  let t: TestApp;
  const logLines: string[] = [];
  /** The codes the shop generated, seen on their way to production's default sender. */
  const codes: string[] = [];
  beforeAll(async () => {
    const logStream = { write: (line: string) => void logLines.push(line) };
    const unavailable = defaultSmsSender('production');
    const smsSender: SmsSender = (message) => {
      codes.push(message.code);
      return unavailable(message);
    };
    t = await createTestApp({ nodeEnv: 'production', smsSender, logger: { level: 'trace', stream: logStream } });
  });
  afterAll(() => t.close());

  it('refuses to send in both languages, keeps and logs no code, and has no outbox', async () => {
    const en = await call(t.app, 'POST', 'sms/send', { body: { mobile: '13600000021', scene: 'register' }, lang: 'en-us' });
    expect([en.status, en.body]).toEqual([503, { code: 402, msg: 'Text messages cannot be sent at the moment, please sign in with your password', data: null }]);
    const zh = await call(t.app, 'POST', 'sms/send', { body: { mobile: '13600000022', scene: 'register' }, lang: 'zh-cn' });
    expect(zh.body.msg).toBe('短信暂时无法发送，请使用密码登录');
    expect(codes).toHaveLength(2);
    expect(await t.connection.db.select().from(smsCodes).where(eq(smsCodes.mobile, '13600000022'))).toEqual([]);
    for (const code of codes) expect(logLines.join('\n')).not.toContain(code);
    expect((await call(t.app, 'GET', 'dev/sms-outbox', { query: { mobile: '13600000021' } })).status).toBe(404);
  });

  it('takes the unavailable sender when none is given', async () => {
    const bare = await createTestApp({ nodeEnv: 'production', smsSender: undefined });
    try {
      expect((await call(bare.app, 'POST', 'sms/send', { body: { mobile: '13600000023', scene: 'register' } })).status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
