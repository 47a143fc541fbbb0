import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, goods, orderItems, orders, searchHistory } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { goodsMatchingText, respellKeywords } from '../goods';
import { rowsOf } from '../../db/rows-of';

/** Related searches a search page offers at most. */
const RELATED_LIMIT = 8;

/** A keyword is offered only once this many members typed it: one shopper's searches are theirs alone. */
const MIN_MEMBERS = 2;

/** Weights: buying says more about what a search meant than searching again does. */
const SEARCHED_TOO = 1;
const BOUGHT = 2;

type Scored = { text: string; score: number };


/** Chinese characters: an English page is not offered keywords typed in Chinese (a Chinese page reads both, as shoppers type brand names in English). */
const CHINESE = /[\u3400-\u9fff]/;

/**
 * search/related: what other shoppers' rows say about a search, computed from the shop's own data
 * (nothing hand-picked):
 * - keywords that members who searched `q` searched too (one point per member);
 * - keywords of members who bought goods `q` finds (two per member);
 * - the categories of goods that members who searched `q` bought (two per member), in the
 *   request's language.
 * A keyword counts once MIN_MEMBERS members typed it (an English page leaves out those typed in Chinese), and a member who cleared their history no
 * longer counts. The keyword itself is left out, whatever its case.
 */
export async function relatedSearches(db: Db, lang: Lang, q: string): Promise<string[]> {
  const text = q.trim();
  const lowered = text.toLowerCase();
  const searchers = sql`select ${searchHistory.userId} from ${searchHistory} where lower(${searchHistory.keyword}) = ${lowered}`;
  const paid = sql`${orders.paidAt} is not null`;
  const categoryName = lang === 'en-us' ? categories.nameEn : categories.nameZh;
  const found = goodsMatchingText(await respellKeywords(db, text));

  const [searchedToo, boughtAfter, boughtCategories] = await Promise.all([
    db.execute(sql`
      select min(${searchHistory.keyword}) as text, count(distinct ${searchHistory.userId})::int as members
      from ${searchHistory}
      where ${searchHistory.userId} in (${searchers}) and lower(${searchHistory.keyword}) <> ${lowered}
      group by lower(${searchHistory.keyword})
      having count(distinct ${searchHistory.userId}) >= ${MIN_MEMBERS}`),
    db.execute(sql`
      select min(${searchHistory.keyword}) as text, count(distinct ${searchHistory.userId})::int as members
      from ${searchHistory}
      where lower(${searchHistory.keyword}) <> ${lowered}
        and ${searchHistory.userId} in (
          select ${orders.userId} from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id} join ${goods} on ${goods.id} = ${orderItems.goodsId}
          where ${paid} and ${found})
      group by lower(${searchHistory.keyword})
      having count(distinct ${searchHistory.userId}) >= ${MIN_MEMBERS}`),
    db.execute(sql`
      select ${categoryName} as text, count(distinct ${orders.userId})::int as members
      from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id} join ${goods} on ${goods.id} = ${orderItems.goodsId} join ${categories} on ${categories.id} = ${goods.categoryId}
      where ${paid} and ${orders.userId} in (${searchers}) and not ${categories.hidden} and lower(${categoryName}) <> ${lowered}
      group by ${categoryName}`),
  ]);

  const scores = new Map<string, Scored>();
  const add = (rows: Array<{ text: string; members: number }>, weight: number) => {
    for (const row of rows) {
      const key = row.text.toLowerCase();
      const scored = scores.get(key) ?? { text: row.text, score: 0 };
      scored.score += Number(row.members) * weight;
      scores.set(key, scored);
    }
  };
  add(rowsOf(searchedToo), SEARCHED_TOO);
  add(rowsOf(boughtAfter), BOUGHT);
  add(rowsOf(boughtCategories), BOUGHT);
  return [...scores.values()]
    .filter((scored) => lang !== 'en-us' || !CHINESE.test(scored.text))
    .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text))
    .slice(0, RELATED_LIMIT)
    .map((scored) => scored.text);
}
