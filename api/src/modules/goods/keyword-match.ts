import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/contains-pattern';
import { categories, goods } from '../../db/schema';
import { isCjk, lowerAscii, searchTerms } from './search-terms';

/**
 * How one word is found in the goods' search text (ADR 0044), each a LIKE the GIN trigram index
 * serves: a word of three characters or more anywhere ("earph" in "earphones", "降噪耳机" in a name);
 * one or two Chinese characters as one of the text's characters or pairs (` 耳机 `: a plain
 * `%耳机%` holds no trigram the index could look up); one or two letters or digits at a word's start.
 */
function termFound(term: string): SQL {
  if (term.length >= 3) return sql`${goods.searchText} like ${`%${term}%`}`;
  return sql`${goods.searchText} like ${isCjk(term) ? `% ${term} %` : `% ${term}%`}`;
}

const categoryNameMatches = (pattern: string) => or(ilike(categories.nameZh, pattern), ilike(categories.nameEn, pattern));

/**
 * A text without letters, digits or Chinese characters ("%", "+"): the text itself anywhere in a name,
 * a subtitle or a category's name. No index serves it; no shopper's real search is one.
 */
function goodsContainingText(text: string): SQL {
  const pattern = containsPattern(text);
  const namedCategories = sql`select ${categories.id} from ${categories} where ${categoryNameMatches(pattern)} or ${categories.parentId} in (select ${categories.id} from ${categories} where ${categoryNameMatches(pattern)})`;
  return or(ilike(goods.nameZh, pattern), ilike(goods.nameEn, pattern), ilike(goods.subtitleZh, pattern), ilike(goods.subtitleEn, pattern), sql`${goods.categoryId} in (${namedCategories})`)!;
}

/**
 * Goods holding every word of the text in either language, in their names, subtitles, category (the
 * leaf or its parent) or brand: "blue shirt" finds "Linen shirt, blue", "耳机" and "earph" find
 * earphones. A misspelt word is spelt again before this (respellKeywords).
 */
export function goodsMatchingText(text: string): SQL {
  const terms = searchTerms(text);
  if (terms.length === 0) return goodsContainingText(text.trim());
  return sql.join(
    terms.map((term) => sql`(${termFound(term)})`),
    sql` and `,
  );
}

/**
 * How well a found product answers the text, highest first: each word scores 3 at the start of a word
 * of its name (either language; anywhere for Chinese, which has no spaces), 2 inside its name, 1
 * elsewhere (subtitle, category, brand); the whole text in its name adds 2. Plain LIKEs on the name:
 * cheap enough to rank every product found.
 */
export function keywordRelevance(text: string): SQL<number> {
  const name = sql`(' ' || lower((${goods.nameZh} || ' ' || ${goods.nameEn}) collate "C"))`;
  const scores = searchTerms(text).map((term) => {
    const atWordStart = isCjk(term) ? `%${term}%` : `% ${term}%`;
    return sql`(case when ${name} like ${atWordStart} then 3 when ${name} like ${`%${term}%`} then 2 else 1 end)`;
  });
  const wholeText = sql`(case when ${name} like ${containsPattern(lowerAscii(text.trim()))} then 2 else 0 end)`;
  return sql<number>`(${sql.join([...scores, wholeText], sql` + `)})`;
}

/** A name (one language's column) holding every word of the text: a suggestion names what was typed, not only its brand or category. */
export function nameHoldsText(text: string, name: AnyPgColumn): SQL {
  const terms = searchTerms(text);
  if (terms.length === 0) return ilike(name, containsPattern(text.trim()));
  return sql.join(
    terms.map((term) => sql`lower(${name} collate "C") like ${`%${term}%`}`),
    sql` and `,
  );
}
