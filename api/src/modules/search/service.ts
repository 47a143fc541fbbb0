import type { GoodsListAnswer } from '@shop/contract';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods, searchHistory } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { pick, type Bilingual } from '../../lib/bilingual';
import { type GoodsFilters, goodsMatchingText, listGoods, nameHoldsText, respellKeywords } from '../goods';

/** Kept per member; older keywords drop off. */
const HISTORY_LIMIT = 20;
const SUGGESTION_LIMIT = 8;

/** What shoppers look for most; each finds goods in the demo catalogue. */
const HOT_KEYWORDS: Bilingual[] = [
  { en: 'earphones', zh: '耳机' },
  { en: 'smartphone', zh: '手机' },
  { en: 'laptop', zh: '笔记本' },
  { en: 'running shoes', zh: '跑鞋' },
  { en: 'T-shirt', zh: 'T恤' },
  { en: 'coffee', zh: '咖啡' },
  { en: 'face cream', zh: '面霜' },
  { en: 'yoga', zh: '瑜伽' },
];

export const hotKeywords = (lang: Lang) => HOT_KEYWORDS.map((keyword) => pick(lang, keyword));

/**
 * One page of goods answering `text` (with any `keywords` filter the page also carries): every word
 * found, misspelt words spelt again, best answers first unless the shopper chose a sort (ADR 0044).
 */
export async function searchGoods(db: Db, lang: Lang, text: string, filters: GoodsFilters, now: Date): Promise<GoodsListAnswer> {
  return listGoods(db, lang, { ...filters, keywords: [text, filters.keywords].filter(Boolean).join(' ') }, now);
}

/** Moves the keyword to the top of the member's history, keeping the newest HISTORY_LIMIT. */
export async function recordSearch(db: Db, userId: number, keyword: string, now: Date): Promise<void> {
  await db
    .insert(searchHistory)
    .values({ userId, keyword, searchedAt: now })
    .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.keyword], set: { searchedAt: now } });
  const kept = db
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
    .limit(HISTORY_LIMIT);
  await db.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.id, kept)));
}

/** The member's keywords, newest first. */
export async function listSearchHistory(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => row.keyword);
}

export async function clearSearchHistory(db: Db, userId: number): Promise<void> {
  await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
}

/** Names of on-shelf goods matching what the shopper has typed so far, best sellers first. */
export async function suggestGoodsNames(db: Db, lang: Lang, text: string): Promise<string[]> {
  if (!text) return [];
  const name = lang === 'en-us' ? goods.nameEn : goods.nameZh;
  const spelt = await respellKeywords(db, text);
  const rows = await db
    .select({ name })
    .from(goods)
    .where(and(eq(goods.status, 'on'), goodsMatchingText(spelt), nameHoldsText(spelt, name)))
    .orderBy(desc(goods.sales), goods.id)
    .limit(SUGGESTION_LIMIT);
  return [...new Set(rows.map((row) => row.name))];
}

