import type { Lang } from '../../http/i18n';

/** What the server writes into a page's <head> (page-head.ts makes it). */
export type PageHead = {
  /** 404 for a product, shop, activity or article that does not exist (or a malformed id). */
  status: 200 | 404;
  title: string;
  description: string;
  /** `noindex` for pages not to be listed; null for the public pages found. */
  robots: string | null;
  /** Absolute; null on a page not found. */
  canonical: string | null;
  /** One per language (`zh-CN`, `en-US`) and `x-default`, each absolute. */
  alternates: { hreflang: string; href: string }[];
  /** Open Graph `property`/`content` pairs, in order. */
  openGraph: [string, string][];
  /** JSON-LD objects (schema.org), one script each. */
  structuredData: object[];
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML: control characters (NUL…) dropped, the five markup characters escaped. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
const escape = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON inside <script>: nothing in it can close the script or open a comment. */
const scriptJson = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function headTags(head: PageHead): string[] {
  return [
    `<meta name="description" content="${escape(head.description)}">`,
    ...(head.robots ? [`<meta name="robots" content="${escape(head.robots)}">`] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escape(head.canonical)}">`] : []),
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escape(hreflang)}" href="${escape(href)}">`),
    ...head.openGraph.map(([property, content]) => `<meta property="${escape(property)}" content="${escape(content)}">`),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
}

/**
 * The shell's HTML with a page's head: `<html lang>` set to the language the page renders in (what the
 * browser's i18n will set too), `<title>` replaced, the shell's empty description dropped, and the
 * page's tags inserted before `</head>`, every text escaped. Without a head (members', cart, back
 * office) the shell stays as it is and only says `noindex`. Pure: the SPA fallback and the server
 * renderer call the same function.
 */
export function withHead(html: string, head: PageHead | null, lang: Lang): string {
  let out = html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html${attributes.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '')} lang="${lang}">`);
  const tags = head ? headTags(head) : ['<meta name="robots" content="noindex">'];
  if (head) {
    const title = `<title>${escape(head.title)}</title>`;
    out = /<title>[\s\S]*?<\/title>/i.test(out) ? out.replace(/<title>[\s\S]*?<\/title>/i, () => title) : out.replace(/<\/head>/i, () => `${title}</head>`);
    out = out.replace(/<meta\s+name=["']?description["']?[^>]*>/gi, '');
  }
  return out.replace(/<\/head>/i, () => `${tags.join('')}</head>`);
}
