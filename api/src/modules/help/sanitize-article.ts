import sanitizeHtml from 'sanitize-html';

/** Pictures an article may show: the shop's own images and photos uploaded to it, nothing from elsewhere. */
const OWN_IMAGE = /^\/homeapi\/(?:static\/img|upload\/file)\/[\w.-]+$/;

const isAbsoluteHttp = (href: string) => /^https?:/i.test(href);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Links go to http(s) pages or to paths of the shop; javascript:, data: and the rest lose their href.
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // The page's own heading is the article's title: headings inside start one level below.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      return { tagName, attribs: rest.href && isAbsoluteHttp(rest.href) ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
};

/**
 * The HTML an article may keep: headings, paragraphs, lists, links, emphasis, tables and the shop's
 * own pictures. Scripts, styles, event handlers and anything else are dropped when it is saved.
 */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
