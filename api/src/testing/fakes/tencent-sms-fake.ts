import { createHmac, randomUUID } from 'node:crypto';
import { Agent, createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createConnection, type AddressInfo, type Socket } from 'node:net';
import { joinBytes, sameText, sha256Hex } from './signing-helpers';

/**
 * A local Tencent Cloud SMS (API 2021-01-11) that checks each call as Tencent Cloud documents its
 * API 3.0 signature, TC3-HMAC-SHA256:
 *
 *   CanonicalRequest = Method \n / \n CanonicalQueryString \n CanonicalHeaders \n SignedHeaders \n hex(SHA256(body))
 *   StringToSign     = "TC3-HMAC-SHA256" \n X-TC-Timestamp \n <date>/sms/tc3_request \n hex(SHA256(CanonicalRequest))
 *   SecretSigning    = HMAC(HMAC(HMAC("TC3" + SecretKey, date), "sms"), "tc3_request")
 *   Authorization: TC3-HMAC-SHA256 Credential=<SecretId>/<date>/sms/tc3_request, SignedHeaders=<names>, Signature=<hex>
 *
 * where the signed headers (content-type and host at least) are `name:value` with both lower-cased
 * and trimmed, sorted by name, and <date> the UTC date of X-TC-Timestamp, which must be within five
 * minutes of the fake's clock. The service is the product's: a scope naming another one does not
 * sign for SMS. Failures answer Tencent's errors: AuthFailure.InvalidAuthorization,
 * AuthFailure.SecretIdNotFound, AuthFailure.SignatureExpire, AuthFailure.SignatureFailure.
 */

/** A message the fake accepted, as the phone would get it. */
export type TencentDeliveredSms = { mobile: string; signName: string; template: string; params: string[]; sdkAppId: string };

/**
 * What the next correctly signed call meets instead of delivery: a `SendStatusSet[0].Code` other
 * than Ok, an error answer for the whole request (`Response.Error.Code`), an HTTP failure, or silence.
 */
export type TencentTrouble = { refuse: string } | { error: string } | { httpStatus: number } | { hang: true };

export type TencentSmsFake = {
  /** Routes every connection to the fake, so that the SDK calls sms.tencentcloudapi.com by its own name (the service it signs for). */
  agent: Agent;
  /** `http://sms.tencentcloudapi.com`, for TENCENT_SMS_ENDPOINT with `agent`. */
  endpoint: string;
  /** `http://127.0.0.1:<port>`: the fake by its address, which signs for no service the fake accepts. */
  address: string;
  delivered: TencentDeliveredSms[];
  /** The error codes of the calls refused for their signature or key, in order. */
  refusedCalls: string[];
  failNext: (trouble: TencentTrouble) => void;
  close: () => Promise<void>;
};

const SERVICE = 'sms';
const AUTHORIZATION = /^TC3-HMAC-SHA256 Credential=([^/\s]+)\/(\d{4}-\d{2}-\d{2})\/([^/\s]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
const CLOCK_SKEW_S = 300;

const hmac = (key: string | Uint8Array, data: string) => new Uint8Array(createHmac('sha256', key).update(data).digest());

class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly text: string,
  ) {
    super(code);
  }
}

const REFUSALS = {
  malformed: () => new Refusal('AuthFailure.InvalidAuthorization', 'Authorization header is not in the TC3-HMAC-SHA256 format.'),
  unknownId: () => new Refusal('AuthFailure.SecretIdNotFound', 'The SecretId is not found, please ensure that your SecretId is correct.'),
  expired: () => new Refusal('AuthFailure.SignatureExpire', 'Signature expired. Timestamp and server time cannot differ by more than 5 minutes.'),
  mismatch: () => new Refusal('AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.'),
};

const headerValue = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : value)?.trim().toLowerCase();
};

const utcDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function verify(request: IncomingMessage, body: Uint8Array, keys: { secretId: string; secretKey: string }) {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) throw REFUSALS.malformed();
  const [, secretId, date, service, signedList, signature] = match as unknown as [string, string, string, string, string, string];
  const signed = signedList.split(';');
  if (!signed.includes('content-type') || !signed.includes('host') || signed.some((name) => headerValue(request.headers, name) === undefined)) throw REFUSALS.malformed();
  if (secretId !== keys.secretId) throw REFUSALS.unknownId();
  const timestamp = Number(request.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > CLOCK_SKEW_S) throw REFUSALS.expired();

  const url = new URL(request.url ?? '/', 'http://fake');
  const canonicalHeaders = [...signed]
    .sort()
    .map((name) => `${name}:${headerValue(request.headers, name)}\n`)
    .join('');
  const canonicalRequest = [request.method, url.pathname, url.search.slice(1), canonicalHeaders, signedList, sha256Hex(body)].join('\n');
  const scope = `${utcDate(timestamp)}/${SERVICE}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  const signingKey = hmac(hmac(hmac(`TC3${keys.secretKey}`, utcDate(timestamp)), SERVICE), 'tc3_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  if (date !== utcDate(timestamp) || service !== SERVICE || !sameText(expected, signature)) throw REFUSALS.mismatch();
}

function answer(response: ServerResponse, status: number, body: Record<string, unknown>) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ Response: { ...body, RequestId: randomUUID() } }));
}

type SendSmsParams = { PhoneNumberSet?: string[]; SmsSdkAppId?: string; SignName?: string; TemplateId?: string; TemplateParamSet?: string[] };

/** An HTTP agent whose every connection reaches the fake, whatever host name and port the URL has. */
class RoutedAgent extends Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  createConnection(_options: unknown, callback?: (error: Error | null, socket: Socket) => void): Socket {
    const socket = createConnection({ host: '127.0.0.1', port: this.port });
    if (callback) socket.once('connect', () => callback(null, socket));
    return socket;
  }
}

/** Starts the fake on a free loopback port, with the secret key and SDK app id the test generated. */
export async function startTencentSmsFake(keys: { secretId: string; secretKey: string; sdkAppId: string }): Promise<TencentSmsFake> {
  const delivered: TencentDeliveredSms[] = [];
  const refusedCalls: string[] = [];
  const troubles: TencentTrouble[] = [];

  const server = createServer((request, response) => {
    const chunks: Uint8Array[] = [];
    request.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    request.on('end', () => {
      const body = joinBytes(chunks);
      try {
        verify(request, body, keys);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        refusedCalls.push(error.code);
        return answer(response, 200, { Error: { Code: error.code, Message: error.text } });
      }
      if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11') {
        return answer(response, 200, { Error: { Code: 'InvalidAction', Message: 'The action does not exist in this version.' } });
      }
      const params = JSON.parse(new TextDecoder().decode(body)) as SendSmsParams;
      if (params.SmsSdkAppId !== keys.sdkAppId) {
        return answer(response, 200, { Error: { Code: 'InvalidParameterValue.SdkAppIdNotExist', Message: 'The SdkAppId does not exist.' } });
      }
      const mobile = params.PhoneNumberSet?.[0] ?? '';
      const status = (code: string, message: string) => answer(response, 200, { SendStatusSet: [{ SerialNo: randomUUID(), PhoneNumber: mobile, Fee: code === 'Ok' ? 1 : 0, SessionContext: '', Code: code, Message: message, IsoCode: 'CN' }] });
      const trouble = troubles.shift();
      if (trouble && 'hang' in trouble) return undefined;
      if (trouble && 'httpStatus' in trouble) {
        response.writeHead(trouble.httpStatus, { 'content-type': 'text/html' });
        return response.end('<html><body>Bad Gateway</body></html>');
      }
      if (trouble && 'error' in trouble) return answer(response, 200, { Error: { Code: trouble.error, Message: `refused: ${trouble.error}` } });
      if (trouble) return status(trouble.refuse, `refused: ${trouble.refuse}`);
      delivered.push({ mobile, signName: params.SignName ?? '', template: params.TemplateId ?? '', params: params.TemplateParamSet ?? [], sdkAppId: params.SmsSdkAppId });
      return status('Ok', 'send success');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new RoutedAgent(port);
  return {
    agent,
    endpoint: 'http://sms.tencentcloudapi.com',
    address: `http://127.0.0.1:${port}`,
    delivered,
    refusedCalls,
    failNext: (trouble) => void troubles.push(trouble),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
