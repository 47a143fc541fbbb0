import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BUILTIN_ROLES, grants, PERMISSIONS, type BuiltinRole, type Permission } from '@shop/contract';
import { PERMISSION_KEY } from '../../http/require-permission';
import { call, createTestApp, signIn, signInStaff, type TestApp } from '../../testing/test-app';

type Operation = { operationId?: string; security?: Array<Record<string, string[]>>; [PERMISSION_KEY]?: string };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
type Entry = { method: 'GET' | 'POST'; path: string; url: string; operation: Operation };

/** The seeded back-office users and the built-in role each holds. */
const STAFF: Record<string, BuiltinRole> = { admin: 'administrator', operator: 'operator', warehouse: 'warehouse', service: 'customer_service', designer: 'designer' };

/**
 * Calls under /homeapi/admin/ that take no back-office permission: sign-in and sign-out are the door
 * itself. Everything else, the customer-service desk (chat.answer) included, is in the matrix.
 */
const OUTSIDE_THE_GUARD = [/^\/homeapi\/admin\/login$/, /^\/homeapi\/admin\/logout$/];

/**
 * Reads the routes from the OpenAPI document, so that every back-office call any module adds is
 * tried: each seeded role, a member and a visitor call it with an empty input. The guard answers
 * before the input is read, so the refusals are the same whatever the call takes.
 */
describe('the back-office permission matrix', () => {
  let t: TestApp;
  let entries: Entry[];
  let tokens: Record<string, string>;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/homeapi/openapi.json' });
    const document = response.json<OpenApiDocument>();
    entries = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase() as Entry['method'],
        path,
        // Any path parameter gets a plausible id: the guard answers before it is read.
        url: path.replace(/^\/homeapi\//, '').replace(/\{[^}]+\}/g, '1'),
        operation,
      })),
    );
    tokens = Object.fromEntries(await Promise.all(Object.keys(STAFF).map(async (name) => [name, await signInStaff(t.app, name)] as const)));
    member = await signIn(t.app, 'demo', 'demo1234');
  });
  afterAll(() => t.close());

  const guarded = () => entries.filter((entry) => entry.operation[PERMISSION_KEY] !== undefined);
  const tryCall = (entry: Entry, token?: string) =>
    call(t.app, entry.method, entry.url, { token, lang: 'en-us', ...(entry.method === 'POST' ? { body: {} } : {}) });

  it('finds the back-office calls, each naming a known permission and the back-office token', () => {
    expect(guarded().length).toBeGreaterThanOrEqual(20);
    for (const { method, path, operation } of guarded()) {
      expect([method, path, (PERMISSIONS as readonly string[]).includes(operation[PERMISSION_KEY]!), operation.security]).toEqual([method, path, true, [{ staffBearer: [] }]]);
    }
  });

  it('lets no call under /homeapi/admin/ escape the guard', () => {
    const unguarded = entries
      .filter(({ path, operation }) => path.startsWith('/homeapi/admin/') && operation[PERMISSION_KEY] === undefined)
      .filter(({ path }) => !OUTSIDE_THE_GUARD.some((pattern) => pattern.test(path)))
      .map(({ method, path }) => `${method} ${path}`);
    expect(unguarded).toEqual([]);
  });

  it(
    'answers visitors and members 401, roles without the permission 403, and lets roles with it through',
    async () => {
      const wrong: string[] = [];
      for (const entry of guarded()) {
        const permission = entry.operation[PERMISSION_KEY] as Permission;
        const where = `${entry.method} ${entry.path} (${permission})`;
        for (const [who, token] of [['visitor', undefined], ['member', member]] as const) {
          const answer = await tryCall(entry, token);
          if (answer.status !== 401 || answer.body.code !== 401) wrong.push(`${where} as ${who}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        for (const [name, role] of Object.entries(STAFF)) {
          const answer = await tryCall(entry, tokens[name]);
          if (grants(BUILTIN_ROLES[role], permission)) {
            if (answer.status === 401 || answer.status === 403) wrong.push(`${where} as ${name}, who has it: ${answer.status}`);
          } else if (answer.status !== 403 || answer.body.code !== 402 || answer.body.msg !== 'You do not have permission to do this') {
            wrong.push(`${where} as ${name}, who lacks it: ${answer.status} ${JSON.stringify(answer.body)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
    180_000,
  );

  it('guards every call of the customer-service desk with the chat permission', () => {
    const desk = entries.filter(({ path }) => path.startsWith('/homeapi/admin/service/'));
    expect(desk.length).toBeGreaterThanOrEqual(9);
    expect(desk.filter(({ operation }) => operation[PERMISSION_KEY] !== 'chat.answer').map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('says so in Chinese too', async () => {
    const refused = await call(t.app, 'GET', 'admin/audit/index', { token: tokens.designer, lang: 'zh-cn' });
    expect([refused.status, refused.body]).toEqual([403, { code: 402, msg: '您没有权限执行此操作', data: null }]);
  });
});
