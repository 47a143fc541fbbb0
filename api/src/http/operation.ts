import { answerEnvelope, refusalEnvelope, type Endpoint, type Permission } from '@shop/contract';
import type { z } from 'zod';
import type { ApiTag } from './api-tags';
import { PERMISSION_KEY } from './require-permission';
import { SIGN_IN_KEY } from './sign-in-guard';

/** Refusals a call may answer besides those every call can (400, 4XX, 5XX) and the members' 401. */
type Refusal = 403 | 404 | 409 | 429 | 503;

const REFUSAL_TEXT: Record<Refusal | 400 | 401, string> = {
  400: 'Refused: invalid input (`data.field` names the field, `data.errors` lists every problem), or a request the shop cannot grant; `msg` says why',
  401: 'Members only: no valid bearer token (code 401)',
  403: 'The back-office user’s role lacks the permission this call needs',
  404: 'Not found, or not the member’s (code 404)',
  409: 'Not allowed in the current state: the order moved on, or the phone number is taken',
  429: 'Too many attempts: `data.retry_after` (and the Retry-After header) says how many seconds to wait',
  503: 'Text messages cannot be sent: no SMS provider is configured, or the provider could not send this one',
};

const refusal = (text: string) => refusalEnvelope.describe(text);

export type OperationDocs<Answer extends z.ZodType> = {
  tag: ApiTag;
  summary: string;
  description: string;
  /** What `data` holds in a success: the schema whose type the endpoint names. */
  answer: Answer;
  /**
   * `member`: members only (401 for anyone else); `optional`: a member's token changes the answer; `staff`:
   * back-office users only (401 for anyone else, members included), 403 without the permission.
   * The sign-in guard (sign-in-guard.ts) checks all but `optional` before the input is read.
   */
  signIn?: 'member' | 'optional' | 'staff';
  /**
   * A back-office call: the permission it needs. Implies `signIn: 'staff'`; the sign-in guard
   * (sign-in-guard.ts) checks it before the call's input is read.
   */
  permission?: Permission;
  refusals?: Refusal[];
};

type SecurityRequirement = Record<string, string[]>;

const security = (signIn: OperationDocs<z.ZodType>['signIn']): { security?: SecurityRequirement[] } => {
  if (signIn === 'member') return { security: [{ bearer: [] }] };
  if (signIn === 'staff') return { security: [{ staffBearer: [] }] };
  if (signIn === 'optional') return { security: [{}, { bearer: [] }] };
  return {};
};

/** The input schema, where the endpoint's method reads it: the query of a GET, the body of a POST. */
type InputDocs<Input extends z.ZodType | undefined> = Input extends z.ZodType ? { querystring: Input } | { body: Input } : object;

/**
 * A route's schema for an endpoint of the contract's registry: its operation id, the input schema
 * (validated by fastify, typed by the endpoint) and the OpenAPI description, answers included: the
 * success envelope around the contract's answer, and the refusal envelope for every 4xx and 5xx
 * (the statuses the call is known to answer described one by one). In production answers are sent
 * as plain JSON; tests check each against these schemas (AppOptions.checkAnswers), and
 * openapi.test.ts that every endpoint of the registry is served, on its method and path.
 */
export function operation<Input extends z.ZodType | undefined, Answer extends z.ZodType, Docs extends OperationDocs<Answer> & InputDocs<Input>>(
  endpoint: Endpoint<Input, Answer>,
  docs: Docs & OperationDocs<NoInfer<Answer>> & InputDocs<NoInfer<Input>>,
) {
  const { operationId } = endpoint;
  const { tag, summary, answer, permission, refusals = [] } = docs;
  const input = readInput(endpoint, docs);
  const signIn = permission ? 'staff' : docs.signIn;
  const description = permission ? `${docs.description} Needs the \`${permission}\` permission.` : docs.description;
  const signedIn: Array<401 | 403> = signIn === 'member' ? [401] : signIn === 'staff' ? [401, 403] : [];
  const statuses: Array<Refusal | 400 | 401> = [400, ...signedIn, ...refusals.filter((status) => !signedIn.includes(status as 403))];
  const text = (status: Refusal | 400 | 401) => (status === 401 && signIn === 'staff' ? 'Back-office users only: no valid back-office token from admin/login; a member’s token is none (code 401)' : REFUSAL_TEXT[status]);
  const known = Object.fromEntries(statuses.map((status) => [status, refusal(text(status))])) as Record<400, typeof refusalEnvelope>;
  return {
    operationId,
    summary,
    description,
    tags: [tag],
    ...security(signIn),
    ...(permission ? { [PERMISSION_KEY]: permission } : {}),
    ...(signIn === 'member' || (signIn === 'staff' && !permission) ? { [SIGN_IN_KEY]: signIn } : {}),
    ...input,
    response: {
      200: answerEnvelope(answer).describe('Success: code 1, the answer in `data`'),
      ...known,
      '4xx': refusal('Any other refusal, such as a body too large (413) or not JSON (415)'),
      '5xx': refusal('An unexpected failure (code 500); nothing is said about its cause'),
    },
  };
}

type InputOf<Docs> = Pick<Docs, Extract<keyof Docs, 'querystring' | 'body'>>;

/** The docs' input schema, refused at start-up if it is not where the endpoint's method reads it. */
function readInput<Docs extends object>(endpoint: Endpoint, docs: Docs): InputOf<Docs> {
  const expected = endpoint.method === 'GET' ? 'querystring' : 'body';
  const other = endpoint.method === 'GET' ? 'body' : 'querystring';
  if (other in docs) throw new Error(`${endpoint.operationId} is a ${endpoint.method}: its input is the ${expected}, not the ${other}`);
  return (expected in docs ? { [expected]: (docs as Record<string, unknown>)[expected] } : {}) as InputOf<Docs>;
}
