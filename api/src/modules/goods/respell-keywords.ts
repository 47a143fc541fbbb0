import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchTerms } from './search-terms';
import { rowsOf } from '../../db/rows-of';

/** Words shorter than this are not spelt again: a trigram says too little about them. */
const MIN_RESPELLED_LENGTH = 4;

/**
 * The least trigram similarity a word of the shop must have to stand for a misspelt one ("earphnes"
 * and "earphones" have 0.58; "unicorn" finds no stand-in rather than an unrelated word).
 */
const MIN_SIMILARITY = 0.45;


/**
 * The text with each word of letters that no goods contain replaced by the most similar word the
 * shop's goods do contain (search_words, ADR 0044), so "wireless earphnes" searches "wireless
 * earphones". The text as it was when every word is found, or none has a stand-in.
 */
export async function respellKeywords(db: Db, text: string): Promise<string> {
  const terms = searchTerms(text);
  const unsure = terms.filter((term) => term.length >= MIN_RESPELLED_LENGTH && /^[a-z]+$/.test(term));
  if (unsure.length === 0) return text;
  const result = await db.execute(sql`
    select term, (
      select word from search_words
      where word % term and similarity(word, term) >= ${MIN_SIMILARITY}
      order by similarity(word, term) desc, word
      limit 1) as stand_in
    from unnest(${`{${unsure.join(',')}}`}::text[]) as term
    where not exists (select 1 from search_words where word like '%' || term || '%')`);
  const standIns = new Map(rowsOf<{ term: string; stand_in: string | null }>(result).flatMap((row) => (row.stand_in ? [[row.term, row.stand_in] as const] : [])));
  if (standIns.size === 0) return text;
  return terms.map((term) => standIns.get(term) ?? term).join(' ');
}
