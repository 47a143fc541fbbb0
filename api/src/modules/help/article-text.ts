import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Article content is HTML as sanitizeArticle left it: tags are well formed and text escapes only
 * `&`, `<`, `>` and `"`. Its text is what search reads and excerpts show: inline tags (links,
 * emphasis) disappear, the others part words with a space. `&amp;` is decoded last, so that an
 * escaped entity ("&amp;lt;") stays the text it was.
 */
const INLINE_TAG = '</?(?:a|strong|em|b|i)(?:\\s[^>]*)?>';
const ANY_TAG = '<[^>]*>';
const ENTITIES: Array<[string, string]> = [
  ['&lt;', '<'],
  ['&gt;', '>'],
  ['&quot;', '"'],
  ['&amp;', '&'],
];

/** The text of an article's HTML, spaces collapsed. */
export function articleText(html: string): string {
  const bare = html.replace(new RegExp(INLINE_TAG, 'gi'), '').replace(new RegExp(ANY_TAG, 'g'), ' ');
  const text = ENTITIES.reduce((current, [entity, character]) => current.replaceAll(entity, character), bare);
  return text.replace(/\s+/g, ' ').trim();
}

/** The same text, in SQL, for matching in the database. */
export function articleTextSql(column: SQLWrapper): SQL {
  const bare = sql`regexp_replace(regexp_replace(${column}, ${INLINE_TAG}, '', 'gi'), ${ANY_TAG}, ' ', 'g')`;
  const text = ENTITIES.reduce<SQL>((current, [entity, character]) => sql`replace(${current}, ${entity}, ${character})`, bare);
  return sql`regexp_replace(${text}, ${'\\s+'}, ' ', 'g')`;
}

/** An ILIKE pattern finding `text` anywhere, its wildcards taken literally. */
const BEFORE = 40;
const LENGTH = 140;
/** How far a cut moves to fall between words rather than inside one. */
const WORD_SLACK = 15;

/**
 * Plain text around the first match of `query` in `text`, with "…" where it was cut (between words
 * where the text has spaces near the cut); the start of the text when the query is not in it (the
 * title matched).
 */
export function excerptAround(text: string, query: string): string {
  const match = new RegExp(query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu').exec(text);
  let start = match ? Math.max(0, match.index - BEFORE) : 0;
  let end = Math.min(text.length, start + LENGTH);
  if (start > 0) {
    const space = text.indexOf(' ', start - 1);
    if (space !== -1 && space < start + WORD_SLACK && (!match || space < match.index)) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > end - WORD_SLACK && (!match || space >= match.index + match[0].length)) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
