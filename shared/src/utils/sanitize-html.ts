import DOMPurify from 'dompurify';

/** Configured HTML from the design data is sanitised before it is rendered: no scripts, no handlers. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}
