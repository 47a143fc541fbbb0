import { ORDER_STATUS, RECOMMEND_FEED_LIMIT } from '@shop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Orders that were paid for and not given back: what "bought" means to every list. */
const BOUGHT = sql.raw([ORDER_STATUS.unshipped, ORDER_STATUS.unreceived, ORDER_STATUS.unreviewed, ORDER_STATUS.completed].join(', '));

/** Popularity is the units sold in this many days, then the goods' sales of all time. */
const RECENT_DAYS = 30;

/** How many of a product's latest viewers "viewed together" reads, and how many of a member's own goods "guess you like" starts from. */
const VIEWERS = 500;
const SEEDS = 30;
/** How many of each own product's latest viewers "guess you like" reads: 30 goods × 50 viewers bound its work. */
const SEED_VIEWERS = 50;

async function ids(db: Db, query: SQL): Promise<number[]> {
  const result = await db.execute(query);
  return (result as { rows: Array<{ id: number | string }> }).rows.map((row) => Number(row.id));
}

/** Units sold per product since `since`, for the popularity ordering. */
const recentUnits = (since: Date) =>
  sql`select oi.goods_id, sum(oi.quantity) as units from order_items oi join orders o on o.id = oi.order_id where o.status in (${BOUGHT}) and o.created_at >= ${since.toISOString()} group by oi.goods_id`;

const sinceOf = (now: Date) => new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);

/**
 * What the shoppers who bought the product also bought, the goods bought in the same order first:
 * each other buyer counts once, an order holding both counts twice more.
 */
export function boughtTogether(db: Db, goodsId: number, limit: number): Promise<number[]> {
  return ids(
    db,
    sql`with mine as (select distinct oi.order_id, o.user_id from order_items oi join orders o on o.id = oi.order_id where oi.goods_id = ${goodsId} and o.status in (${BOUGHT}))
    select oi.goods_id as id
    from orders o join order_items oi on oi.order_id = o.id join goods g on g.id = oi.goods_id and g.status = 'on'
    where o.user_id in (select user_id from mine) and o.status in (${BOUGHT}) and oi.goods_id <> ${goodsId}
    group by oi.goods_id
    order by count(distinct o.user_id) + 2 * count(distinct o.id) filter (where o.id in (select order_id from mine)) desc, sum(oi.quantity) desc, oi.goods_id
    limit ${limit}`,
  );
}

/** What the product's latest viewers also viewed: each viewer counts once. */
export function viewedTogether(db: Db, goodsId: number, limit: number): Promise<number[]> {
  return ids(
    db,
    sql`select f.goods_id as id
    from footprints f join goods g on g.id = f.goods_id and g.status = 'on'
    where f.user_id in (select v.user_id from footprints v where v.goods_id = ${goodsId} order by v.visited_at desc limit ${VIEWERS}) and f.goods_id <> ${goodsId}
    group by f.goods_id
    order by count(*) desc, max(f.visited_at) desc, f.goods_id
    limit ${limit}`,
  );
}

/** The popular goods of the product's category, the product left out. */
export function popularInCategory(db: Db, goodsId: number, limit: number, now: Date): Promise<number[]> {
  return ids(
    db,
    sql`with recent as (${recentUnits(sinceOf(now))})
    select g.id from goods g left join recent r on r.goods_id = g.id
    where g.status = 'on' and g.category_id = (select category_id from goods where id = ${goodsId}) and g.id <> ${goodsId}
    order by coalesce(r.units, 0) desc, g.sales desc, g.id
    limit ${limit}`,
  );
}

/** The shop's popular goods: "guess you like" for a visitor, and what fills a member's list. */
export function popular(db: Db, now: Date): Promise<number[]> {
  return ids(
    db,
    sql`with recent as (${recentUnits(sinceOf(now))})
    select g.id from goods g left join recent r on r.goods_id = g.id
    where g.status = 'on'
    order by coalesce(r.units, 0) desc, g.sales desc, g.id
    limit ${RECOMMEND_FEED_LIMIT}`,
  );
}

/**
 * "Guess you like" for a member. Their own goods weigh by how they met them (bought 3, saved 2, viewed
 * 1, the latest 30 views); every other product scores by what other shoppers bought (×3) and viewed
 * (×1, each product's latest 50 viewers) with those goods, and by sharing their categories (×0.5); then popularity orders the rest.
 * None of the member's own goods is offered back.
 */
export function guessYouLike(db: Db, userId: number, now: Date): Promise<number[]> {
  return ids(
    db,
    sql`with own as (
      select oi.goods_id, 3.0 as w from order_items oi join orders o on o.id = oi.order_id where o.user_id = ${userId} and o.status in (${BOUGHT})
      union all select goods_id, 2.0 from favorites where user_id = ${userId}
      union all select goods_id, 1.0 from (select goods_id from footprints where user_id = ${userId} order by visited_at desc limit ${SEEDS}) viewed
    ),
    seed as (select goods_id, sum(w) as w from own group by goods_id order by sum(w) desc, goods_id limit ${SEEDS}),
    co_bought as (
      select oi2.goods_id, sum(s.w) * 3 as score
      from seed s
      join order_items oi1 on oi1.goods_id = s.goods_id
      join orders o1 on o1.id = oi1.order_id and o1.status in (${BOUGHT}) and o1.user_id <> ${userId}
      join orders o2 on o2.user_id = o1.user_id and o2.status in (${BOUGHT})
      join order_items oi2 on oi2.order_id = o2.id
      group by oi2.goods_id
    ),
    co_viewed as (
      select f2.goods_id, sum(s.w) as score
      from seed s
      cross join lateral (select v.user_id from footprints v where v.goods_id = s.goods_id and v.user_id <> ${userId} order by v.visited_at desc limit ${SEED_VIEWERS}) f1
      join footprints f2 on f2.user_id = f1.user_id
      group by f2.goods_id
    ),
    same_category as (
      select g.id as goods_id, sum(s.w) * 0.5 as score
      from seed s join goods sg on sg.id = s.goods_id join goods g on g.category_id = sg.category_id
      group by g.id
    ),
    scored as (
      select goods_id, sum(score) as score from (select * from co_bought union all select * from co_viewed union all select * from same_category) parts group by goods_id
    ),
    recent as (${recentUnits(sinceOf(now))})
    select g.id from goods g
    left join scored c on c.goods_id = g.id
    left join recent r on r.goods_id = g.id
    where g.status = 'on' and g.id not in (select goods_id from own)
    order by coalesce(c.score, 0) desc, coalesce(r.units, 0) desc, g.sales desc, g.id
    limit ${RECOMMEND_FEED_LIMIT}`,
  );
}
