import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../testing/test-app';
import { PERMISSION_KEY } from './require-permission';
import { SIGN_IN_KEY } from './sign-in-guard';

type Operation = { security?: Array<Record<string, string[]>>; [PERMISSION_KEY]?: string; [SIGN_IN_KEY]?: string };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
type Entry = { method: 'GET' | 'POST'; url: string; operation: Operation };

/** Input no schema of the shop accepts: every field of the wrong type, so validation would name one. */
const BAD_INPUT = { id: 'x', page: 'x', type: 0, mobile: 0, code: 0, content: 0, images: 'x', ids: 'x', message: 0, before_id: 'x' };
const BAD_QUERY = Object.fromEntries(Object.keys(BAD_INPUT).map((name) => [name, '\u0000']));

/**
 * The routes come from the OpenAPI document, so a call any module adds is tried: the caller is
 * checked before the input is read, so a visitor learns nothing about what a call takes.
 */
describe('who may call a route is checked before its input', () => {
  let t: TestApp;
  let entries: Entry[];
  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: 'GET', url: '/homeapi/openapi.json' })).json<OpenApiDocument>();
    entries = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase() as Entry['method'],
        url: path.replace(/^\/homeapi\//, '').replace(/\{[^}]+\}/g, 'x'),
        operation,
      })),
    );
  });
  afterAll(() => t.close());

  const withBadInput = (entry: Entry, token?: string) =>
    call(t.app, entry.method, entry.url, { token, lang: 'en-us', ...(entry.method === 'POST' ? { body: BAD_INPUT } : { query: BAD_QUERY }) });
  const outcome = async (entry: Entry, token?: string) => {
    const answer = await withBadInput(entry, token);
    return `${entry.method} ${entry.url} -> ${answer.status} ${answer.body.code}`;
  };

  it('answers a visitor 401 on every call for members or back-office users, whatever the input', async () => {
    const guarded = entries.filter((entry) => entry.operation[SIGN_IN_KEY] !== undefined);
    expect(guarded.length).toBeGreaterThan(50);
    const outcomes = await Promise.all(guarded.map((entry) => outcome(entry)));
    expect(outcomes).toEqual(guarded.map((entry) => `${entry.method} ${entry.url} -> 401 401`));
  });

  it('declares every call that turns a visitor away, so the guard knows it', async () => {
    const open = entries.filter((entry) => entry.operation[SIGN_IN_KEY] === undefined && entry.operation[PERMISSION_KEY] === undefined);
    const undeclared: string[] = [];
    for (const entry of open) {
      // The status only: the providers' notify routes answer in the provider's format, not JSON.
      const answer = await t.app.inject({ method: entry.method, url: `/homeapi/${entry.url}`, headers: { 'accept-language': 'en-us' }, ...(entry.method === 'POST' ? { payload: {} } : {}) });
      if (answer.statusCode === 401) undeclared.push(`${entry.method} ${entry.url}`);
    }
    expect(undeclared).toEqual([]);
  });

  it('documents the sign-in it checks', () => {
    for (const entry of entries.filter((candidate) => candidate.operation[SIGN_IN_KEY] !== undefined)) {
      const scheme = entry.operation[SIGN_IN_KEY] === 'staff' ? 'staffBearer' : 'bearer';
      expect([entry.url, entry.operation.security]).toEqual([entry.url, [{ [scheme]: [] }]]);
    }
  });
});
