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

/** The app loader the shell's build emitted beside its entry (shared/webpack/start-app-after-paint.js). */
const APP_LOADER = /<meta name="shop-app-loader" content="([^"]+)"\s*\/?>/;
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)"\s*\/?>/g;

/**
 * The page is painted before the app runs. With a shell whose build has the app loader, the entry
 * is loaded by the loader once the page has painted its pictures, and the shell's own scripts are
 * no longer announced (fetched beside the pictures, they delayed them); an older shell keeps its
 * entry, its scripts announced behind the stylesheets and pictures.
 */
function withAppAfterPaint(shell: string): string {
  const loader = APP_LOADER.exec(shell)?.[1];
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!loader || !entry) return shell.replace(SCRIPT_PRELOAD, '<link rel="preload" as="script" href="$1" fetchpriority="low" />');
  return shell
    .replace(SCRIPT_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script async src="${escapeAttribute(loader)}" data-app="${escapeAttribute(entry)}"></script>`);
}

/**
 * The shell's index.html with the page in it: its markup in the root, the state beside it, the
 * page's language on <html>, and the stylesheets applied before the first paint (the shell's own
 * are announced as preloads for the browser-rendered shell; here they are needed at once), and the
 * app started after the first paint.
 */
export function pageHtml(shell: string, page: RenderedPage): string {
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`).join('');
  return withAppAfterPaint(shell)
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(page.language)}">`)
    .replace(/<link rel="preload" as="style" href="([^"]+)"\s*\/?>/g, '<link rel="stylesheet" href="$1" />')
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div><script type="application/json" id="${escapeAttribute(page.stateId)}">${scriptJson(page.state)}</script>`,
    );
}
