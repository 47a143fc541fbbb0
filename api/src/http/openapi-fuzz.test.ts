import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RefusalEnvelope } from '@shop/contract';
import fc from 'fast-check';
import { DEMO_MEMBER } from '../seed/seed';
import { createTestApp, signIn, signInStaff, type TestApp } from '../testing/test-app';

/**
 * Throws generated bad input at every operation of the OpenAPI document, as a visitor and as a
 * signed-in member, and expects a 4xx (or a success) in the `{code, msg, data}` envelope every time.
 * The seed is fixed, so a failure reproduces; the failures are listed together, one per line.
 */

const SEED = 20_250_601;
const INPUTS_PER_OPERATION = 60;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
};
type Operation = {
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
  operationId: string;
  /** A back-office call: its input is read only once the guard let an administrator through. */
  backOffice: boolean;
};
type FuzzInput = { query?: Record<string, string | string[]>; body?: unknown; rawBody?: string };

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f', '\n', '\r', '\t'];
/** Halves of UTF-16 pairs without the other half: JSON can carry them (`"\ud800"`), Unicode text cannot. */
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Strings a careless server trips on: control characters (NUL first), huge, empty, odd unicode, injections. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...LONE_SURROGATES), fc.string({ maxLength: 10 })).map(([a, s, b]) => a + s + b),
  fc.constantFrom(
    '\u0000',
    'demo\u0000',
    '13800138000\u0000',
    '',
    ' ',
    'NaN',
    '-1',
    '1e308',
    '99999999999999999999',
    '0x1f',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\ud800',
    '😀'.repeat(30),
  ),
  fc.integer({ min: 1_000, max: 100_000 }).map((length) => 'x'.repeat(length)),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 999_999_999, Number.NaN, Number.POSITIVE_INFINITY),
  fc.integer(),
  fc.double(),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: nastyNumber, weight: 3 },
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant('\u0000')), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 3 }),
);

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** A value that passes the schema's obvious rules, so inputs also reach the handlers and the database. */
function plausibleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return fc.oneof(...union.map(plausibleValue));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.constantFrom(min, max, 1, 2, 3), fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? plausibleValue(schema.items) : fc.integer(), { maxLength: 4 });
    case 'object':
      // Plausible all the way down: a nested object with a nasty field would make the nasty value
      // the one a test about another field meets first.
      return plausibleObject(schema);
    default:
      if (schema.pattern?.includes('1[3-9]')) return fc.constantFrom(DEMO_MEMBER.mobile, '13900000000');
      if (schema.pattern?.includes('\\d{6}')) return fc.constantFrom('123456', '000000');
      return fc.constantFrom('demo', 'abc', 'x', '测试', 'demo1234');
  }
}

function plausibleObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausibleValue(field)])));
}

/** Paths of the string fields of an object schema, nested objects included, one list per union branch. */
function stringFieldPaths(schema: JsonSchema, prefix: string[] = []): Array<{ branch: JsonSchema; path: string[] }> {
  const union = schema.oneOf ?? schema.anyOf;
  if (union && prefix.length === 0) return union.flatMap((branch) => stringFieldPaths(branch));
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = [...prefix, name];
    if (typeOf(field) === 'object') return stringFieldPaths(field, path).map((found) => ({ ...found, branch: schema }));
    const isText = typeOf(field) === 'string' || (field.anyOf ?? field.oneOf ?? []).some((option) => typeOf(option) === 'string');
    return isText ? [{ branch: schema, path }] : [];
  });
}

function withValueAt(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (rest.length === 0) return { ...target, [head!]: value };
  const inner = target[head!];
  return { ...target, [head!]: withValueAt(inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>) : {}, rest, value) };
}

/**
 * An object of the schema's fields: mostly every field plausible but one nasty (so the nasty value
 * is what the server has to handle), sometimes any mix with fields left out (required ones too).
 */
function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return fc.oneof(...union.map(objectOf));
  const fields = Object.entries(schema.properties ?? {});
  if (fields.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 3 });
  const plausible = plausibleObject(schema);
  const oneNasty = fc
    .tuple(plausible, fc.constantFrom(...fields.map(([name]) => name)), nastyValue)
    .map(([values, name, value]) => ({ ...values, [name]: value }));
  const mixed = fc.record(
    Object.fromEntries(fields.map(([name, field]) => [name, fc.oneof(plausibleValue(field), nastyValue)])),
    { requiredKeys: [] },
  );
  return fc.oneof({ arbitrary: oneNasty, weight: 6 }, { arbitrary: plausible, weight: 1 }, { arbitrary: mixed, weight: 2 });
}

const asQueryValue = (value: unknown): string | string[] => {
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

function inputsFor(operation: Operation): fc.Arbitrary<FuzzInput> {
  if (operation.method === 'GET') {
    const query = objectOf({ properties: operation.query }).map((values) =>
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asQueryValue(value)])),
    );
    return query.map((values) => ({ query: values }));
  }
  const schema = operation.body ?? {};
  return fc.oneof(
    { arbitrary: objectOf(schema).map((body) => ({ body })), weight: 6 },
    { arbitrary: nastyValue.map((body) => ({ rawBody: JSON.stringify(body) ?? 'null' })), weight: 1 },
    { arbitrary: fc.constantFrom('{"a":', '\u0000', '[[[[[[', '{"__proto__":{"x":1}}', `${'['.repeat(5000)}${']'.repeat(5000)}`).map((rawBody) => ({ rawBody })), weight: 1 },
  );
}

/** The parts of the OpenAPI document the fuzzer reads. */
type DocumentOperation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-permission'?: string;
  'x-sign-in'?: string;
};
type OpenApiDocument = { paths: Record<string, Record<string, DocumentOperation>> };

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase() as 'GET' | 'POST',
      path,
      operationId: `${method.toUpperCase()} ${path}`,
      query: Object.fromEntries(
        (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
      ),
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      backOffice: operation['x-permission'] !== undefined,
    })),
  );
}

/** What is wrong with an answer, or null when it is a non-5xx answer in the envelope. */
function envelopeProblem(status: number, contentType: unknown, text: string): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (!String(contentType).startsWith('application/json')) return `content-type ${String(contentType)} (status ${status})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON (status ${status}): ${text.slice(0, 100)}`;
  }
  const envelope = body as Record<string, unknown>;
  const keys = body !== null && typeof body === 'object' ? Object.keys(envelope).sort().join(',') : '';
  if (keys !== 'code,data,msg' || typeof envelope.code !== 'number' || typeof envelope.msg !== 'string') {
    return `outside the envelope (status ${status}): ${text.slice(0, 200)}`;
  }
  return null;
}

/**
 * Routes that answer outside the envelope, checked for no 5xx only. Pages a browser opens rather than
 * calls: the sandbox gateway's pay page and its two buttons answer HTML, WeChat sign-in's start and
 * callback answer redirects. The providers' notify routes answer in each provider's documented format
 * (Alipay's text, WeChat Pay's `{code, message}`), which is what the provider reads.
 */
const HTML_PAGES = new Set([
  '/homeapi/sandbox/pay',
  '/homeapi/sandbox/pay/confirm',
  '/homeapi/sandbox/pay/cancel',
  '/homeapi/user/wechat/start',
  '/homeapi/user/wechat/callback',
  '/homeapi/payment/alipay/notify',
  '/homeapi/payment/wechat/notify',
  '/homeapi/payment/wechat/refund-notify',
]);

async function send(t: TestApp, operation: Operation, input: FuzzInput, headers: Record<string, string>) {
  const allHeaders = { ...headers };
  if (input.rawBody !== undefined || input.body !== undefined) allHeaders['content-type'] = 'application/json';
  return t.app.inject({
    method: operation.method,
    url: operation.path,
    query: input.query,
    headers: allHeaders,
    payload: input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
  });
}

describe('every route of the OpenAPI document under generated bad input', () => {
  let t: TestApp;
  let memberToken: string;
  let staffToken: string;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp();
    memberToken = await signIn(t.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
    staffToken = await signInStaff(t.app, 'admin');
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/homeapi/openapi.json' })).json<OpenApiDocument>());
  });
  afterAll(() => t.close());

  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers no 5xx and always in the envelope, for visitors and members', async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const [index, operation] of operations.entries()) {
      const inputs = fc.sample(inputsFor(operation), { seed: SEED + index, numRuns: INPUTS_PER_OPERATION });
      for (const [run, input] of inputs.entries()) {
        // Signing out would end the member's session for the rest of the run.
        const asMember = run % 2 === 1 && operation.path !== '/homeapi/user/logout';
        const headers: Record<string, string> = { 'accept-language': run % 3 === 0 ? 'en-us' : 'zh-cn' };
        if (asMember) headers.authorization = `Bearer ${memberToken}`;
        const response = await send(t, operation, input, headers);
        requests += 1;
        const problem = HTML_PAGES.has(operation.path)
          ? response.statusCode >= 500 ? `status ${response.statusCode}` : null
          : envelopeProblem(response.statusCode, response.headers['content-type'], response.body);
        if (problem) problems.push(`${operation.operationId} ${JSON.stringify(input).slice(0, 300)} -> ${problem}`);
      }
    }
    expect(requests).toBeGreaterThan(2_500);
    expect(problems).toEqual([]);
  }, 120_000);

  // A sweep of the whole document like the one above, a few thousand requests: it once took more than
  // jest's 20 s on a busy two-core machine, so it has the same budget.
  it('refuses a control character or a lone surrogate in every string field with a 400 naming that field', async () => {
    const problems: string[] = [];
    let fields = 0;
    for (const [index, operation] of operations.entries()) {
      const schema = operation.method === 'GET' ? { properties: operation.query } : operation.body;
      if (!schema) continue;
      for (const { branch, path } of stringFieldPaths(schema)) {
        fields += 1;
        const [base] = fc.sample(plausibleObject(branch), { seed: SEED + index, numRuns: 1 });
        // A query string carries UTF-8, which has no way to write half a pair: surrogates go in bodies.
        const refused = [...CONTROL_CHARACTERS.filter((c) => !['\n', '\r', '\t'].includes(c)), ...(operation.method === 'POST' ? LONE_SURROGATES : [])];
        for (const character of refused) {
          const values = withValueAt(base!, path, `a${character}b`);
          const input: FuzzInput =
            operation.method === 'GET' ? { query: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, asQueryValue(v)])) } : { body: values };
          const token = operation.backOffice ? staffToken : memberToken;
          const response = await send(t, operation, input, { authorization: `Bearer ${token}` });
          const field = response.statusCode === 400 ? response.json<RefusalEnvelope>().data?.field : undefined;
          if (field !== path.join('.')) {
            problems.push(`${operation.operationId} ${path.join('.')} ${JSON.stringify(character)} -> ${response.statusCode} ${response.body.slice(0, 150)}`);
          }
        }
      }
    }
    expect(fields).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  }, 120_000);
});
