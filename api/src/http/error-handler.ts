import { RESULT_CODE } from '@shop/contract';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { sendEnvelope } from './envelope';
import { DEFAULT_LANG, fieldLabel, isMessageKey, requestLang, translate, type Lang, type MessageKey } from './i18n';
import { SECURITY_HEADERS } from './security-headers';

type ValidationIssue = {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** A schema may name a message key of its own for a rule the generic messages cannot explain. */
  message?: string;
};

/** Rule messages for fields whose format the shopper has to be told precisely. */
const fieldRuleMessages: Record<string, MessageKey> = {
  mobile: 'mobile_invalid',
  code: 'code_invalid',
  password: 'password_invalid',
  username: 'username_invalid',
  email: 'email_invalid',
  phone: 'invoice_phone_invalid',
};

const requiredMessages: Record<string, MessageKey> = {
  code: 'code_required',
  reason: 'refund_reason_required',
  rating: 'rating_required',
};

function valueAt(source: unknown, pathSegments: string[]): unknown {
  return pathSegments.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    source,
  );
}

function describeIssue(lang: Lang, issue: ValidationIssue, input: unknown) {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const field = segments.join('.') || 'body';
  const leaf = segments[segments.length - 1] ?? 'body';
  const value = valueAt(input, segments);
  const label = fieldLabel(lang, leaf);
  if (value === undefined || value === null || value === '') {
    const key = requiredMessages[leaf];
    return { field, message: key ? translate(lang, key) : translate(lang, 'field_required', { field: label }) };
  }
  if (isMessageKey(issue.message)) return { field, message: translate(lang, issue.message, { field: label }) };
  const ruleKey = fieldRuleMessages[leaf];
  if (ruleKey) return { field, message: translate(lang, ruleKey) };
  if (issue.keyword === 'too_big' && typeof value === 'string') {
    return { field, message: translate(lang, 'field_too_long', { field: label, max: String(issue.params.maximum) }) };
  }
  return { field, message: translate(lang, 'field_invalid', { field: label }) };
}

function validationInput(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

const clientErrorMessages: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body_unsupported',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
};

/** Turns every failure into the `{code, msg, data}` envelope; only unexpected ones are logged as errors. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);

    if (error instanceof AppError) {
      const { field, params, data } = error.options;
      const body = data ?? (field ? { field } : null);
      if (data?.retry_after !== undefined) reply.header('Retry-After', String(data.retry_after));
      return sendEnvelope(reply, error.httpStatus, {
        code: error.resultCode,
        msg: translate(lang, error.messageKey, params),
        data: body,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const input = validationInput(request, error.validationContext);
      const errors = (error.validation as unknown as ValidationIssue[]).map((issue) => describeIssue(lang, issue, input));
      const first = errors[0]!;
      return sendEnvelope(reply, 400, {
        code: RESULT_CODE.refused,
        msg: first.message,
        data: { field: first.field, errors },
      });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = clientErrorMessages[error.code] ?? 'body_malformed';
      return sendEnvelope(reply, status === 415 || status === 413 ? status : 400, {
        code: RESULT_CODE.refused,
        msg: translate(lang, key),
        data: { field: 'body', errors: [{ field: 'body', message: translate(lang, key) }] },
      });
    }

    request.log.error({ err: error }, 'unexpected error');
    return sendEnvelope(reply, 500, { code: RESULT_CODE.serverError, msg: translate(lang, 'server_error'), data: null });
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode, a path parameter past its maximum length.
 * These answers skip the hooks, so the security headers are set here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = requestLang(request);
  for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
  sendEnvelope(reply, error.statusCode === 414 ? 414 : 400, {
    code: RESULT_CODE.refused,
    msg: translate(lang, 'url_malformed'),
    data: { field: 'url', errors: [{ field: 'url', message: translate(lang, 'url_malformed') }] },
  });
}

const socketErrors: Record<string, { status: number; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'request_timeout' },
};

/** The security headers as raw header lines, for answers written straight to the socket. */
const SECURITY_HEADER_LINES = SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}\r\n`).join('');

/**
 * Whether an answer is being written on this socket: Node keeps the response in progress on the
 * socket (`_httpMessage`, what its own default handler checks) and clears it when the answer is done,
 * so a kept-alive connection between two requests may still be answered.
 */
const answerInProgress = (socket: Socket) => (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage?.headersSent === true;

/**
 * Fastify's `clientErrorHandler`: requests the HTTP parser refuses before Fastify sees them (headers
 * too large, malformed request line, a request that took too long). There is no request to read a
 * language from, so the message is in the default language; the connection is closed as Node does by default.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = socketErrors[error.code ?? ''] ?? { status: 400, key: 'request_malformed' as const };
  const body = JSON.stringify({ code: RESULT_CODE.refused, msg: translate(DEFAULT_LANG, key), data: null });
  this.log.trace({ err: error }, 'client error');
  if (socket.writable && !answerInProgress(socket)) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${SECURITY_HEADER_LINES}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
