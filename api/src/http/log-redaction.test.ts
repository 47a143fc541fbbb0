import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { DEMO_MEMBER } from '../seed/seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerErrorHandler } from './error-handler';
import { redactingLogger, redactUrl } from './log-redaction';

const EMAIL = 'lily.chen@example.com';
const PHONE = '13912345678';

/**
 * Statements that fail with a member's data in them, behind the shop's own error handler and
 * logger: the log says which statement and which constraint, never the values.
 */
describe('the log of a failing statement', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    app = Fastify({ logger: redactingLogger({ level: 'info', stream: { write: (line: string) => void lines.push(line) } }) });
    registerErrorHandler(app);
    const db = t.connection.db;
    app.get('/taken-phone', async () => db.insert(users).values({ username: 'copycat', passwordHash: 'x', nickname: EMAIL, mobile: DEMO_MEMBER.mobile }));
    app.get('/not-a-number', async () => db.execute(sql`SELECT ${`${EMAIL} ${PHONE}`}::int`));
    app.get('/not-json', async () => db.execute(sql`SELECT ${`{"email": "${EMAIL}", "phone": "${PHONE}"`}::jsonb`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('keeps the statement, the error code and the constraint, and no value the member sent', async () => {
    for (const url of ['/taken-phone', `/not-a-number?mobile=${PHONE}&page=2`, '/not-json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(500);
    }
    const log = lines.join('');
    // The failures are there, with what says what went wrong.
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('"code":"23505"');
    expect(log).toContain('"constraint":"users_mobile_unique"');
    expect(log).toContain('"code":"22P02"');
    expect(log).toContain('invalid input syntax for type integer: \\"…\\"');
    expect(log).toContain(`"url":"/not-a-number?mobile=…&page=2"`);
    // And none of the values.
    for (const value of [DEMO_MEMBER.mobile, EMAIL, PHONE, 'lily.chen', 'params']) expect(log).not.toContain(value);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/homeapi/goods/index', '/homeapi/goods/index'],
    ['/homeapi/goods/view?id=5', '/homeapi/goods/view?id=5'],
    ['/homeapi/admin/member/index?keyword=13800138000&page=2', '/homeapi/admin/member/index?keyword=…&page=2'],
    ['/homeapi/search/index?q=%E6%89%8B%E6%9C%BA&flag=', '/homeapi/search/index?q=…&flag='],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
