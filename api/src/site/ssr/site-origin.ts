/**
 * SITE_ORIGIN: where an API node behind a gateway reads the site's files from to render pages (ADR
 * 0039), such as `http://gateway:8080` in compose: the host's and the remotes' builds, as the
 * gateway serves them to browsers. Unset, a node without a host build of its own renders no page.
 * It is an internal address, so plain http is fine; anything but a bare http(s) origin refuses the start.
 */
export function siteOriginFromEnv(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_ORIGIN must be the bare http(s) origin the site's files are read from, such as http://gateway:8080, got "${raw}"`);
  }
  return url.origin;
}
