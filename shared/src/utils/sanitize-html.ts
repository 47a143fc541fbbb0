/** Turns configured HTML into markup without scripts or handlers. */
export type Sanitizer = (html: string) => string;

let loaded: Sanitizer | undefined;
let loading: Promise<Sanitizer> | undefined;

/**
 * DOMPurify (about 11 KiB gzip) is fetched the first time a page shows configured HTML, not with
 * @shop/shared: most pages never do, and the footer's copyright waits until it scrolls near the view.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    loaded = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
    return loaded;
  });
  return loading;
}

/**
 * A sanitiser given rather than loaded: the server renders configured HTML with its own (it has no
 * DOM for DOMPurify), so the page's HTML holds it (ADR 0039).
 */
export function provideSanitizer(sanitizer: Sanitizer): void {
  loaded = sanitizer;
  loading = Promise.resolve(sanitizer);
}

/** The sanitiser when it has already been loaded (then pages render the HTML at once, without a text pass). */
export function loadedSanitizer(): Sanitizer | undefined {
  return loaded;
}

const NOT_TEXT = 'script, style, template, noscript, iframe, object';

/**
 * The readable text of configured HTML, shown until the sanitiser has arrived. The HTML is parsed into
 * an inert document (no scripts run, nothing is fetched) and rendered by React as text.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html || typeof DOMParser === 'undefined') return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
  return document.body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
