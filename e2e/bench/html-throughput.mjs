import { brokenUnderLoad, load, loadBareFastify } from './autocannon-load.mjs';
import { DOCUMENT_HEADERS, checkServesPage } from './html-document.mjs';

/** Issue 31's load: a product page's HTML asked by 50 browsers at once. */
export const HTML_CONNECTIONS = 50;

/**
 * The server's HTML throughput: autocannon with HTML_CONNECTIONS on `url` (a product page) as a
 * browser asks for it (Accept: text/html, a language, compression), for `seconds` after a warm-up;
 * beside it the bare Fastify hello world under the same connections in the same run. Whatever the
 * server answers for the page is what is measured. Throws when the page is not served as HTML
 * before the load; marks the run `failed` when anything but 2xx came back under load.
 */
export async function measureHtmlThroughput(url, seconds) {
  await checkServesPage(url);
  const bare = await loadBareFastify({ connections: HTML_CONNECTIONS, seconds });
  const page = await load(url, { headers: DOCUMENT_HEADERS, connections: HTML_CONNECTIONS, seconds });
  const broken = brokenUnderLoad(page);
  return {
    page: new URL(url).pathname + new URL(url).search,
    seconds,
    bare,
    ...page,
    percentOfBare: Math.round((page.rps / bare.rps) * 1000) / 10,
    ...(broken ? { failed: broken } : {}),
  };
}
