import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'font', 'del', 's', 'u', 'sup', 'sub'],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'align', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    font: ['color', 'size'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
};

/**
 * Configured HTML (design blocks, product details, help articles) as the server renders it into a
 * page (ADR 0039): the browser's DOMPurify profile (HTML only, no forms or style sheets, no
 * handlers, no script URLs) with sanitize-html, which needs no DOM. The browser sanitises again
 * with its own when the block comes into view.
 */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
