import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { joinBytes, sameText, sha256Hex } from './signing-helpers';

/**
 * A local Aliyun SMS (Dysmsapi 2017-05-25) that checks each call as Aliyun documents its V3
 * signature, ACS3-HMAC-SHA256, the one Aliyun's SDK sends:
 *
 *   CanonicalRequest = Method \n CanonicalURI \n CanonicalQueryString \n CanonicalHeaders \n SignedHeaders \n hex(SHA256(body))
 *   StringToSign     = "ACS3-HMAC-SHA256" \n hex(SHA256(CanonicalRequest))
 *   Signature        = hex(HMAC-SHA256(AccessKeySecret, StringToSign))
 *   Authorization: ACS3-HMAC-SHA256 Credential=<AccessKeyId>,SignedHeaders=<names>,Signature=<hex>
 *
 * where the query's names and values are RFC 3986 encoded and sorted by name, and the signed headers
 * (host, every x-acs-* header and content-type, lower-cased names, trimmed values) sorted by name.
 * The fake computes all of it from the request as it arrived, not from anything the client claims,
 * and answers Aliyun's errors: IncompleteSignature, InvalidAccessKeyId.NotFound,
 * SignatureDoesNotMatch, InvalidTimeStamp.Expired, SignatureNonceUsed.
 */

/** A message the fake accepted, as the phone would get it. */
export type AliyunDeliveredSms = { mobile: string; signName: string; template: string; params: Record<string, string> };

/** What the next accepted-looking call meets instead: a SendSms `Code` other than OK, an HTTP failure, or silence. */
export type AliyunTrouble = { refuse: string } | { httpStatus: number } | { hang: true };

export type AliyunSmsFake = {
  /** `http://127.0.0.1:<port>`, for ALIYUN_SMS_ENDPOINT. */
  endpoint: string;
  delivered: AliyunDeliveredSms[];
  /** The error codes of the calls refused for their signature or key, in order. */
  refusedCalls: string[];
  /** The next call that passes the signature check meets this instead of delivery. */
  failNext: (trouble: AliyunTrouble) => void;
  close: () => Promise<void>;
};

const ALGORITHM = 'ACS3-HMAC-SHA256';
const AUTHORIZATION = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/;
/** Aliyun refuses a request whose x-acs-date is more than 15 minutes from its clock. */
const CLOCK_SKEW_MS = 15 * 60_000;

const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

class Refusal extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    readonly text: string,
  ) {
    super(code);
  }
}

const REFUSALS = {
  incomplete: () => new Refusal(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.'),
  unknownKey: () => new Refusal(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.'),
  mismatch: () => new Refusal(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.'),
  expired: () => new Refusal(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.'),
  nonceUsed: () => new Refusal(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.'),
};

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.map((one) => one.trim()).sort().join(',') : value?.trim();
}

function canonicalQuery(search: URLSearchParams): string {
  return [...search.entries()]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Checks the call's signature as Aliyun does; answers the parameters it carried. */
function verify(request: IncomingMessage, body: Uint8Array, keys: { accessKeyId: string; accessKeySecret: string }, nonces: Set<string>): URLSearchParams {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) throw REFUSALS.incomplete();
  const [, credential, signedList, signature] = match as unknown as [string, string, string, string];
  const signed = signedList.split(';');
  const sent = Object.keys(request.headers);
  const mustSign = ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256', ...sent.filter((name) => name.startsWith('x-acs-') || name === 'content-type')];
  if (mustSign.some((name) => !signed.includes(name)) || signed.some((name) => headerValue(request.headers, name) === undefined)) throw REFUSALS.incomplete();
  if ([...signed].sort().join(';') !== signedList) throw REFUSALS.incomplete();
  if (credential !== keys.accessKeyId) throw REFUSALS.unknownKey();
  const payloadHash = sha256Hex(body);
  if (headerValue(request.headers, 'x-acs-content-sha256') !== payloadHash) throw REFUSALS.mismatch();
  const date = Date.parse(headerValue(request.headers, 'x-acs-date') ?? '');
  if (!Number.isFinite(date) || Math.abs(Date.now() - date) > CLOCK_SKEW_MS) throw REFUSALS.expired();

  const url = new URL(request.url ?? '/', 'http://fake');
  const canonicalHeaders = signed.map((name) => `${name}:${headerValue(request.headers, name)}\n`).join('');
  const canonicalRequest = [request.method, url.pathname || '/', canonicalQuery(url.searchParams), canonicalHeaders, signedList, payloadHash].join('\n');
  const expected = createHmac('sha256', keys.accessKeySecret).update(`${ALGORITHM}\n${sha256Hex(canonicalRequest)}`).digest('hex');
  if (!sameText(expected, signature)) throw REFUSALS.mismatch();

  const nonce = headerValue(request.headers, 'x-acs-signature-nonce')!;
  if (nonces.has(nonce)) throw REFUSALS.nonceUsed();
  nonces.add(nonce);
  // RPC parameters travel in the query; a form body may carry them too.
  const params = new URLSearchParams(url.searchParams);
  if (headerValue(request.headers, 'content-type')?.startsWith('application/x-www-form-urlencoded')) {
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(body))) params.set(name, value);
  }
  return params;
}

function answer(response: ServerResponse, status: number, body: Record<string, unknown>) {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  response.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
}

/** Starts the fake on a free loopback port with the access key the test generated. */
export async function startAliyunSmsFake(keys: { accessKeyId: string; accessKeySecret: string }): Promise<AliyunSmsFake> {
  const delivered: AliyunDeliveredSms[] = [];
  const refusedCalls: string[] = [];
  const troubles: AliyunTrouble[] = [];
  const nonces = new Set<string>();

  const server = createServer((request, response) => {
    const chunks: Uint8Array[] = [];
    request.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    request.on('end', () => {
      const body = joinBytes(chunks);
      let params: URLSearchParams;
      try {
        params = verify(request, body, keys, nonces);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        refusedCalls.push(error.code);
        return answer(response, error.httpStatus, { HostId: 'dysmsapi.aliyuncs.com', Code: error.code, Message: error.text });
      }
      if (request.headers['x-acs-action'] !== 'SendSms' || request.headers['x-acs-version'] !== '2017-05-25') {
        return answer(response, 404, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found, please check your url and method.' });
      }
      const trouble = troubles.shift();
      if (trouble && 'hang' in trouble) return undefined;
      if (trouble && 'httpStatus' in trouble) {
        return answer(response, trouble.httpStatus, { Code: 'ServiceUnavailable', Message: 'The request has failed due to a temporary failure of the server.' });
      }
      if (trouble) return answer(response, 200, { Code: trouble.refuse, Message: `refused: ${trouble.refuse}` });
      const templateParam = params.get('TemplateParam');
      const parsed: unknown = templateParam ? JSON.parse(templateParam) : {};
      if (!params.get('PhoneNumbers') || !params.get('SignName') || !params.get('TemplateCode')) {
        return answer(response, 200, { Code: 'isv.INVALID_PARAMETERS', Message: 'A required parameter is missing.' });
      }
      delivered.push({ mobile: params.get('PhoneNumbers')!, signName: params.get('SignName')!, template: params.get('TemplateCode')!, params: parsed as Record<string, string> });
      return answer(response, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    delivered,
    refusedCalls,
    failNext: (trouble) => void troubles.push(trouble),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
