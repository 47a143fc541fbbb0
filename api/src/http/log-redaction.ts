import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the log may keep of a failure. Logs are shipped and read by more people than the database,
 * so a line never carries what a member typed: a failed statement's parameters (phone numbers,
 * e-mail addresses, invoice headers), the values a database error quotes, or a query string.
 */
type LoggedError = { type: string; message: string; stack: string; code?: string; cause?: LoggedError } & Record<string, unknown>;

/** The fields of a PostgreSQL error (pg and PGlite alike) that name the schema, never a value. */
const DATABASE_ERROR_FIELDS = ['severity', 'code', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

const isDatabaseError = (error: Error): error is Error & Partial<Record<(typeof DATABASE_ERROR_FIELDS)[number], string>> =>
  typeof (error as { severity?: unknown }).severity === 'string' && typeof (error as { code?: unknown }).code === 'string';

/** A database message keeps the names it reports in its own fields; any other quoted text is a value. */
function maskQuotedValues(message: string, names: ReadonlyArray<string | undefined>): string {
  return message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.includes(inner) ? quoted : '"…"'));
}

/** The message as it may be logged, and the stack with that message in place of the original one. */
function withMessage(error: Error, message: string): Pick<LoggedError, 'message' | 'stack'> {
  const frames = error.stack?.includes(error.message) ? error.stack.replace(error.message, message) : null;
  return { message, stack: frames ?? `${error.name}: ${message}` };
}

/** The error chain as the log may keep it; the depth bound stops a cyclic `cause`. */
export function redactError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)', stack: '' };
  const cause = error.cause !== undefined && depth < 5 ? { cause: redactError(error.cause, depth + 1) } : {};
  const type = error.constructor.name;
  // Drizzle's message is the statement and then its parameters: the statement alone says what failed.
  if (error instanceof DrizzleQueryError) return { type, ...withMessage(error, `Failed query: ${error.query}`), ...cause };
  if (isDatabaseError(error)) {
    const fields = Object.fromEntries(DATABASE_ERROR_FIELDS.filter((name) => error[name] !== undefined).map((name) => [name, error[name]]));
    const names = [error.schema, error.table, error.column, error.dataType, error.constraint];
    return { type, ...fields, ...withMessage(error, maskQuotedValues(error.message, names)), ...cause };
  }
  const { code } = error as { code?: unknown };
  return { type, ...withMessage(error, error.message), ...(typeof code === 'string' ? { code } : {}), ...cause };
}

/** Short numbers (ids, pages) help follow a request; any other query value may be a phone, a name or a search. */
const LOGGABLE_QUERY_VALUE = /^\d{1,9}$/;

/** The request line without the values of its query string. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=', 2);
      return value === '' || LOGGABLE_QUERY_VALUE.test(value) ? pair : `${key}=…`;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

const serializers = {
  err: redactError,
  req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip }),
};

/** The logger options with the redacting serializers, whatever else the caller asked for. */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  if (logger === true) return { serializers };
  return { ...logger, serializers: { ...logger.serializers, ...serializers } };
}
