/** Everything the server adds to the shell's index.html for a page it rendered (ADR 0039). */
export interface RenderedPage {
  language: string;
  /** The root's markup. */
  html: string;
  /** What the browser hydrates from (ServerState), as JSON. */
  state: unknown;
  stateId: string;
  /** Stylesheets the page's remote part needs at once. */
  stylesheets: string[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a script element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The shell's index.html with the page in it: its markup in the root, the state beside it, the
 * page's language on <html>, and the stylesheets applied before the first paint (the shell's own
 * are announced as preloads for the browser-rendered shell; here they are needed at once), its scripts
 * fetched after what the first paint needs.
 */
export function pageHtml(shell: string, page: RenderedPage): string {
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`).join('');
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(page.language)}">`)
    .replace(/<link rel="preload" as="style" href="([^"]+)"\s*\/?>/g, '<link rel="stylesheet" href="$1" />')
    // The page is painted before its scripts run: they load behind the stylesheets and the pictures.
    .replace(/<link rel="preload" as="script" href="([^"]+)"\s*\/?>/g, '<link rel="preload" as="script" href="$1" fetchpriority="low" />')
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div><script type="application/json" id="${escapeAttribute(page.stateId)}">${scriptJson(page.state)}</script>`,
    );
}
