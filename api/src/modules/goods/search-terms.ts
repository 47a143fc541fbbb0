/**
 * Chinese, Japanese and Korean characters: the same ranges the search text's database function
 * (migration 0023, `search_document`) writes out as characters and pairs of their own.
 */
export const CJK_CHARACTERS = '\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';

const TERM = new RegExp(`[0-9a-z]+|[${CJK_CHARACTERS}]+`, 'gu');
const CJK = new RegExp(`[${CJK_CHARACTERS}]`, 'u');

/** A search reads at most this many words; the query itself is at most 50 characters. */
const MAX_TERMS = 8;

/** ASCII letters only, as the database lower-cases the search text whatever its collation. */
export const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

export const isCjk = (term: string) => CJK.test(term);

/**
 * The words a search looks for, as the search text holds them: runs of ASCII letters and digits, and
 * runs of Chinese, Japanese or Korean characters, lower-cased; everything else (spaces, punctuation,
 * the `-` of "T-shirt") separates them, and "T恤" is "t" and "恤". A lone letter or digit is left out
 * when there are other words ("T-shirt" looks for "shirt"). None for a text of punctuation only.
 */
export function searchTerms(text: string): string[] {
  const found = [...new Set(lowerAscii(text).match(TERM) ?? [])];
  const telling = found.filter((term) => term.length > 1 || isCjk(term));
  return (telling.length > 0 ? telling : found).slice(0, MAX_TERMS);
}
