import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type SQL } from 'drizzle-orm';
import { goodsMatchingText, keywordRelevance, respellKeywords } from '../goods';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { rowsOf } from '../../db/rows-of';

/** Goods beside the seeded ones, so the statistics and the shop's words look like a shop's: enough that a walk along
 * one of the list's partial indexes of goods (ADR 0045) costs more than the trigram index, as in a real shop. */
const FILLER_GOODS = 5000;
const FILLER_WORDS = 20_000;


/**
 * Every statement a search runs reaches goods through the GIN trigram index (ADR 0044), never by
 * reading the whole table: the page in relevance order with its count, the count alone, and the respelling.
 * A test's shop holds a few thousand goods at most, which the planner rightly reads whole (on 100,000
 * it picks the index by itself), so each plan is asked with sequential scans priced out
 * (`enable_seqscan = off`, in a transaction of its own). That leaves the question this test asks: a
 * condition no index can serve (the former ILIKE over four columns) still plans as a sequential scan,
 * and a walk along another index (the primary key, in id order) never names the trigram index.
 */
describe('search: every statement uses the trigram index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.connection.db.execute(sql`
      insert into goods (shop_id, category_id, name_zh, name_en, subtitle_zh, subtitle_en, image, sell_price_cents, market_price_cents)
      select g.shop_id, g.category_id, '样品 ' || md5(i::text), 'Sample ' || md5(i::text), '', 'batch ' || (i % 97), g.image, 1000 + i, 2000 + i
      from generate_series(1, ${FILLER_GOODS}) as i, (select shop_id, category_id, image from goods where name_en = 'Match football') as g`);
    // A shop's worth of words: the vocabulary of 100,000 goods is tens of thousands.
    await t.connection.db.execute(sql`insert into search_words (word) select translate(md5(i::text), '0123456789', 'ghijklmnop') from generate_series(1, ${FILLER_WORDS}) as i`);
    // VACUUM moves the rows just added from the GIN indexes' pending lists into the indexes proper, as
    // autovacuum does in a running shop: the planner prices a scan of a pending list as reading it all.
    await t.connection.db.execute(sql`vacuum analyze goods`);
    await t.connection.db.execute(sql`vacuum analyze search_words`);
  }, 120_000);
  afterAll(() => t.close());

  const plan = (statement: SQL) =>
    t.connection.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${statement}`))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });

  const expectIndexed = (text: string) => {
    expect(text).not.toMatch(/Seq Scan on goods/);
    expect(text).toMatch(/goods_search_text_trgm_idx/);
  };

  it.each(['earphones', 'wireless earphones', 'lapt', '耳机', '降噪耳机', 'T恤', '4K monitor', 'earphnes'])('%s: the page with its count, and the count alone', async (typed) => {
    const text = await respellKeywords(t.connection.db, typed);
    const found = sql`goods.status = 'on' and ${goodsMatchingText(text)}`;
    expectIndexed(await plan(sql`select goods.id, count(*) over () from goods where ${found} order by ${keywordRelevance(text)} desc, goods.sales desc, goods.id limit 20`));
    // Past the last page, no row carries the count: it is asked alone.
    expectIndexed(await plan(sql`select count(*) from goods where ${found}`));
  });

  it('respells through the index of the shop’s words', async () => {
    expect(await respellKeywords(t.connection.db, 'earphnes')).toBe('earphones');
    const words = rowsOf<{ n: number }>(await t.connection.db.execute(sql`select count(*)::int as n from search_words`))[0]!.n;
    expect(words).toBeGreaterThan(FILLER_WORDS);
    expect(await plan(sql`select word from search_words where word % 'earphnes'`)).toMatch(/search_words_word_trgm_idx/);
  });
});
