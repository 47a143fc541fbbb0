import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, receiveSmsCode, signIn, SMS_RESEND_MS, type TestApp } from '../../testing/test-app';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, signs in, reads the member centre, signs out and the token stops working', async () => {
    const mobile = '13900000001';
    const code = await receiveSmsCode(t.app, mobile, 'register');
    const registered = await call(t.app, 'POST', 'user/register', { body: { mobile, code, password: 'secret99', username: '小明_01' }, lang: 'en-us' });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ code: 1, msg: 'Registration successful' });
    expect(registered.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(registered.body.data.user).toMatchObject({ username: '小明_01', mobile: '139****0001', balance: '0.00', points: 0, role: 'member' });

    const [stored] = await t.connection.db.select().from(users).where(eq(users.mobile, mobile));
    expect(stored!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    const [session] = await t.connection.db.select().from(sessions).where(eq(sessions.userId, stored!.id));
    expect(session!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session!.tokenHash).not.toContain(registered.body.data.token);

    const byMobile = await signIn(t.app, mobile, 'secret99');
    const token = await signIn(t.app, '小明_01', 'secret99');
    const center = await call(t.app, 'GET', 'user/center', { token });
    expect(center.body).toMatchObject({ code: 1, data: { username: '小明_01', mobile: '139****0001' } });

    const logout = await call(t.app, 'POST', 'user/logout', { token });
    expect(logout.body.code).toBe(1);
    const after = await call(t.app, 'GET', 'user/center', { token });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ code: 0, data: null });
    const other = await call(t.app, 'GET', 'user/center', { token: byMobile });
    expect(other.body.code).toBe(1);
  });

  it('signs up without a username by making one up', async () => {
    const mobile = '13900000002';
    const code = await receiveSmsCode(t.app, mobile, 'register');
    const result = await call(t.app, 'POST', 'user/register', { body: { mobile, code, password: 'secret99' } });
    expect(result.body.code).toBe(1);
    expect(result.body.data.user.username).toMatch(/^u_[0-9a-f]{10}$/);
  });

  it('hands a new member the new-member coupon the home page promises, once', async () => {
    const mobile = '13900000077';
    const code = await receiveSmsCode(t.app, mobile, 'register');
    const registered = await call(t.app, 'POST', 'user/register', { body: { mobile, code, password: 'secret99' }, lang: 'en-us' });
    const token = registered.body.data.token;
    const mine = await call(t.app, 'GET', 'coupon/mine', { token, lang: 'en-us', query: { status: 'unused' } });
    expect(mine.body.data.list).toEqual([expect.objectContaining({ name: 'New member', denomination: '20.00', min_amount: '99.00', status: 'unused' })]);
  });

  it('shows the demo member with a masked phone and the balance in yuan', async () => {
    const token = await signIn(t.app, 'demo', 'demo1234');
    const center = await call(t.app, 'GET', 'user/center', { token });
    expect(center.body.data).toEqual({
      id: expect.any(Number),
      username: 'demo',
      nickname: 'Demo',
      avatar: '/homeapi/static/img/avatar.svg',
      mobile: '138****8000',
      balance: '5000.00',
      points: 1200,
      role: 'member',
    });
  });

  it('answers code 0 (not 401) to visitors and malformed tokens on user/center', async () => {
    for (const headers of <Array<Record<string, string>>>[{}, { authorization: 'Bearer x' }, { authorization: 'Basic abc' }, { authorization: `Bearer ${'a'.repeat(43)}` }]) {
      const result = await call(t.app, 'GET', 'user/center', { headers, lang: 'en-us' });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ code: 0, msg: 'Please sign in first', data: null });
    }
  });

  it('refuses wrong credentials with one message that does not say which part was wrong', async () => {
    const wrongPassword = await call(t.app, 'POST', 'user/login', { body: { type: 'password', account: 'demo', password: 'nope1234' }, lang: 'en-us' });
    const unknownAccount = await call(t.app, 'POST', 'user/login', { body: { type: 'password', account: 'ghost', password: 'nope1234' }, lang: 'en-us' });
    for (const result of [wrongPassword, unknownAccount]) {
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ code: 402, msg: 'Account or password incorrect', data: null });
    }
  });

  it('refuses an over-long password as wrong credentials, not with the sign-up rule', async () => {
    const answer = await call(t.app, 'POST', 'user/login', { body: { type: 'password', account: 'demo', password: 'a1'.repeat(150) }, lang: 'en-us' });
    expect(answer.body).toMatchObject({ code: 402, msg: 'Account or password incorrect' });
  });

  it('signs in with an SMS code', async () => {
    t.clock.advance(SMS_RESEND_MS);
    const code = await receiveSmsCode(t.app, '13800138000', 'login');
    const result = await call(t.app, 'POST', 'user/login', { body: { type: 'sms', mobile: '13800138000', code } });
    expect(result.body.code).toBe(1);
    expect(result.body.data.user.username).toBe('demo');
  });

  it('refuses a phone number or username that is already taken, naming the field', async () => {
    t.clock.advance(SMS_RESEND_MS);
    const taken = await call(t.app, 'POST', 'sms/send', { body: { mobile: '13800138000', scene: 'register' }, lang: 'en-us' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 402, msg: 'This phone number is already registered', data: { field: 'mobile' } });
    const register = await call(t.app, 'POST', 'user/register', { body: { mobile: '13800138000', code: '123456', password: 'secret99' } });
    expect(register.body).toMatchObject({ code: 402, data: { field: 'mobile' } });

    const mobile = '13900000003';
    const code = await receiveSmsCode(t.app, mobile, 'register');
    const username = await call(t.app, 'POST', 'user/register', { body: { mobile, code, password: 'secret99', username: 'demo' }, lang: 'en-us' });
    expect(username.status).toBe(409);
    expect(username.body).toEqual({ code: 402, msg: 'This username is already taken', data: { field: 'username' } });
    const phoneLike = await call(t.app, 'POST', 'user/register', { body: { mobile, code, password: 'secret99', username: '13912345678' } });
    expect(phoneLike.body).toMatchObject({ code: 402, data: { field: 'username' } });
    const ok = await call(t.app, 'POST', 'user/register', { body: { mobile, code, password: 'secret99', username: 'fresh_name' } });
    expect(ok.body.code).toBe(1);
  });

  it('resets a forgotten password and signs the member out everywhere', async () => {
    const mobile = '13900000004';
    const registerCode = await receiveSmsCode(t.app, mobile, 'register');
    await call(t.app, 'POST', 'user/register', { body: { mobile, code: registerCode, password: 'oldpass1', username: 'forgetful' } });
    const first = await signIn(t.app, 'forgetful', 'oldpass1');
    const second = await signIn(t.app, mobile, 'oldpass1');

    t.clock.advance(SMS_RESEND_MS);
    const code = await receiveSmsCode(t.app, mobile, 'forget');
    const reset = await call(t.app, 'POST', 'user/forget', { body: { mobile, code, password: 'newpass2' } });
    expect(reset.body.code).toBe(1);
    for (const token of [first, second]) {
      expect((await call(t.app, 'GET', 'user/center', { token })).body.code).toBe(0);
    }
    const oldPassword = await call(t.app, 'POST', 'user/login', { body: { type: 'password', account: 'forgetful', password: 'oldpass1' } });
    expect(oldPassword.body.code).toBe(402);
    expect(await signIn(t.app, 'forgetful', 'newpass2')).toEqual(expect.any(String));
  });

  it('binds a phone number, refusing one that belongs to another account', async () => {
    const { token } = await createMember(t.connection.db, 'no_phone_yet');
    t.clock.advance(SMS_RESEND_MS);
    const foreign = await call(t.app, 'POST', 'user/bind', { token, body: { mobile: '13800138000', code: '123456' }, lang: 'en-us' });
    expect(foreign.body).toEqual({ code: 402, msg: 'This phone number is bound to another account', data: { field: 'mobile' } });
    const refusedCode = await call(t.app, 'POST', 'sms/send', { body: { mobile: '13800138000', scene: 'bind' } });
    expect(refusedCode.body).toMatchObject({ code: 402, data: { field: 'mobile' } });

    const code = await receiveSmsCode(t.app, '13700000000', 'bind');
    const bound = await call(t.app, 'POST', 'user/bind', { token, body: { mobile: '13700000000', code } });
    expect(bound.body).toMatchObject({ code: 1, data: { username: 'no_phone_yet', mobile: '137****0000' } });
  });

  it('refuses user/bind to visitors with 401', async () => {
    const result = await call(t.app, 'POST', 'user/bind', { body: { mobile: '13700000001', code: '123456' } });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ code: 401, data: null });
  });

  it('expires a session after 30 days', async () => {
    const token = await signIn(t.app, 'demo', 'demo1234');
    const month = 30 * 24 * 3600 * 1000;
    // The clock goes back afterwards: the other tests' members hold sessions issued on the clock's first day.
    try {
      t.clock.advance(month - 1000);
      expect((await call(t.app, 'GET', 'user/center', { token })).body.code).toBe(1);
      t.clock.advance(1000);
      expect((await call(t.app, 'GET', 'user/center', { token })).body.code).toBe(0);
    } finally {
      t.clock.advance(-month);
    }
  });

  it('answers user/logout with code 1 even without a token', async () => {
    const result = await call(t.app, 'POST', 'user/logout');
    expect(result.body.code).toBe(1);
  });
});

describe('account input validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = { mobile: '13900000009', code: '123456', password: 'secret99' };
  const cases: Array<[string, unknown, string, string]> = [
    ['user/register', { ...valid, mobile: '23900000009' }, 'mobile', 'The phone number you provided is incorrect'],
    ['user/register', { ...valid, mobile: 13900000009 }, 'mobile', 'The phone number you provided is incorrect'],
    ['user/register', { ...valid, code: undefined }, 'code', 'Please send the verification code'],
    ['user/register', { ...valid, code: '12ab56' }, 'code', 'The verification code is incorrect'],
    ['user/register', { ...valid, password: 'abcdefgh' }, 'password', 'Password must be 6-20 characters and contain both letters and digits'],
    ['user/register', { ...valid, password: 'a1'.repeat(11) }, 'password', 'Password must be 6-20 characters and contain both letters and digits'],
    ['user/register', { ...valid, password: undefined }, 'password', 'Password is required'],
    ['user/register', { ...valid, username: 'a' }, 'username', 'Username must be 2-20 letters, digits, underscores or Chinese characters'],
    ['user/register', { ...valid, username: 'bad name!' }, 'username', 'Username must be 2-20 letters, digits, underscores or Chinese characters'],
    ['user/login', { type: 'magic', account: 'demo', password: 'x' }, 'type', 'Sign-in type is invalid'],
    ['user/login', { account: 'demo', password: 'x' }, 'type', 'Sign-in type is required'],
    ['user/login', { type: 'password', password: 'x' }, 'account', 'Account is required'],
    ['user/login', { type: 'password', account: 'x'.repeat(51), password: 'x' }, 'account', 'Account must be at most 50 characters'],
    ['user/login', { type: 'sms', mobile: '13800138000' }, 'code', 'Please send the verification code'],
    ['user/login', { type: 'sms', code: '123456' }, 'mobile', 'Phone number is required'],
    ['user/forget', { mobile: '1380013800', code: '123456', password: 'secret99' }, 'mobile', 'The phone number you provided is incorrect'],
    ['user/forget', { mobile: '13800138000', code: '123456', password: 'short' }, 'password', 'Password must be 6-20 characters and contain both letters and digits'],
    ['user/forget', [], 'body', 'Request body is invalid'],
    ['sms/send', { mobile: '13800138000', scene: 'hack' }, 'scene', 'Verification scene is invalid'],
    ['sms/send', { mobile: '13800138000' }, 'scene', 'Verification scene is required'],
    ['sms/send', 'null', 'body', 'Request body is required'],
    ['sms/send', '"13800138000"', 'body', 'Request body is invalid'],
  ];

  it.each(cases)('%s %j -> 400 naming %s', async (url, body, field, message) => {
    const options = typeof body === 'string' ? { rawBody: body } : { body };
    const result = await call(t.app, 'POST', url, { ...options, lang: 'en-us' });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(402);
    expect(result.body.data.field).toBe(field);
    expect(result.body.msg).toBe(message);
  });

  it('lists every bad field of user/bind in Chinese', async () => {
    const token = await signIn(t.app, 'demo', 'demo1234');
    const result = await call(t.app, 'POST', 'user/bind', { token, body: { mobile: 'abc' }, lang: 'zh-cn' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 402, msg: '您输入的手机号码不正确', data: { field: 'mobile' } });
    expect(result.body.data.errors).toEqual([
      { field: 'mobile', message: '您输入的手机号码不正确' },
      { field: 'code', message: '请先发送验证码' },
    ]);
  });

  it.each(['user/register', 'user/login', 'user/forget', 'user/bind', 'user/logout', 'sms/send'])('answers malformed JSON on %s with 400', async (url) => {
    // user/bind is for members: a visitor is turned away before the body is read.
    const token = url === 'user/bind' ? await signIn(t.app, 'demo', 'demo1234') : undefined;
    const result = await call(t.app, 'POST', url, { rawBody: '{"mobile":', token });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 402, data: { field: 'body' } });
  });

  it('turns a visitor away from user/bind before reading the body', async () => {
    const result = await call(t.app, 'POST', 'user/bind', { rawBody: '{"mobile":', lang: 'en-us' });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ code: 401, data: null });
  });
});
