import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { BROWSER_ENCODINGS } from './autocannon-load.mjs';

/** The language the bench's browsers run in (Lighthouse's Chromium here says en-US), so every copy of a page is the same language. */
export const BENCH_LOCALE = 'en-US';

/** What Chromium sends when it asks for a page. */
export const DOCUMENT_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': BROWSER_ENCODINGS,
};

/** One GET of `url` with `headers`, its body as it crossed the wire (not decoded); a redirect is answered, not followed. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? https : http).get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Throws unless the answer is the page itself: 200 and HTML (a redirect to sign-in, say, is not the page). */
function checkIsPage(url, answer) {
  const type = answer.headers['content-type'] ?? '';
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}${answer.headers.location ? ` to ${answer.headers.location}` : ''}, not the page`);
  if (!type.startsWith('text/html')) throw new Error(`${url} answered ${type || 'no content type'}, not HTML`);
}

/** The HTML a browser is sent for `url`: its bytes, the same gzip'd, and what crossed the wire with a browser's Accept-Encoding. */
export async function measureHtml(url) {
  const plain = await get(url, { ...DOCUMENT_HEADERS, 'accept-encoding': 'identity' });
  checkIsPage(url, plain);
  const asBrowser = await get(url, DOCUMENT_HEADERS);
  checkIsPage(url, asBrowser);
  return {
    bytes: plain.body.length,
    gzipBytes: gzipSize(plain.body),
    transferredBytes: asBrowser.body.length,
    contentEncoding: asBrowser.headers['content-encoding'] ?? 'identity',
  };
}

/** Bytes once gzip'd at zlib's default level: the same yardstick for the served HTML and a static copy. */
export function gzipSize(html) {
  return zlib.gzipSync(html).length;
}

/** Checks `url` answers a browser its page before it is loaded. */
export async function checkServesPage(url) {
  checkIsPage(url, await get(url, DOCUMENT_HEADERS));
}
