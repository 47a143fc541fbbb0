import type { DatabaseConnection } from '../db/client';

/**
 * A shop at scale for the benches and the query-plan test (issue 33), never for a real shop: goods
 * with SKUs in both languages over the seeded category leaves, members, and their orders with lines
 * and payments, written by INSERT … SELECT on the database server itself so that a million orders
 * take a minute or two. Every "random" choice is a hash of the row's own id, so two runs of one size
 * write the same shop (apart from the dates, which follow `now()`).
 */
export type ScaleSize = { goods: number; members: number; orders: number };

/** What the issue asks for: 100,000 goods and a million orders across 10,000 members. */
export const FULL_SCALE: ScaleSize = { goods: 100_000, members: 10_000, orders: 1_000_000 };

/** Usernames of the generated members start so (a username is at most 20 characters). */
export const SCALE_MEMBER_PREFIX = 'scale_';

/** A number in [0, 1) from the integer expression `of` and a salt: the same inputs, the same number. */
const unit = (of: string, salt: number) => `((abs(hashint8((${of})::bigint * 7919 + ${salt})::bigint) % 1000000)::float8 / 1000000)`;

/** An integer in [0, n) from `of` and a salt. */
const pick = (of: string, salt: number, n: number) => `(floor(${unit(of, salt)} * ${n})::int)`;

/** Words a product name is made of, paired by language. */
const ADJECTIVES: Array<[string, string]> = [
  ['经典', 'Classic'],
  ['轻薄', 'Slim'],
  ['旗舰', 'Flagship'],
  ['便携', 'Portable'],
  ['专业', 'Pro'],
  ['复古', 'Retro'],
  ['智能', 'Smart'],
  ['户外', 'Outdoor'],
  ['家用', 'Home'],
  ['限量', 'Limited'],
];
const COLOURS: Array<[string, string]> = [
  ['黑色', 'Black'],
  ['白色', 'White'],
  ['蓝色', 'Blue'],
  ['红色', 'Red'],
];

/** `CASE <index> WHEN 0 THEN … END` over one language of a word list. */
const wordOf = (index: string, words: Array<[string, string]>, language: 0 | 1) =>
  `(CASE ${index} ${words.map((pair, n) => `WHEN ${n} THEN '${pair[language]}'`).join(' ')} END)`;

type Range = { first: number; count: number };

async function rangeOf(connection: DatabaseConnection, text: string): Promise<Range> {
  const [row] = (await connection.executeSql(text)).rows;
  const first = Number(row?.first ?? 0);
  const count = Number(row?.count ?? 0);
  if (count === 0) throw new Error(`nothing to build on: ${text}`);
  return { first, count };
}

/** Goods on the seeded leaves: prices from ¥5 to ¥20,000, sales skewed (a few sell a lot), one in twenty off the shelf. */
function goodsStatement(size: ScaleSize, shops: Range, leaves: Range, brands: Range): string {
  const adjective = pick('g', 11, ADJECTIVES.length);
  // Most goods cheap, a few dear: a median near ¥40, the dearest ¥20,000.
  const price = `(500 + floor(exp(power(${unit('g', 12)}, 2) * ln(2000000::float8)))::int)`;
  return `
INSERT INTO goods (shop_id, category_id, brand_id, name_zh, name_en, subtitle_zh, subtitle_en, image, sell_price_cents, market_price_cents, sales, status, created_at)
SELECT ${shops.first} + ${pick('g', 13, shops.count)},
       leaf.id,
       CASE WHEN ${unit('g', 14)} < 0.7 THEN ${brands.first} + ${pick('g', 15, brands.count)} END,
       ${wordOf(adjective, ADJECTIVES, 0)} || leaf.name_zh || ' ' || g,
       ${wordOf(adjective, ADJECTIVES, 1)} || ' ' || leaf.name_en || ' ' || g,
       '规模测试商品 ' || g, 'Scale test product ' || g,
       '/static/goods/scale-' || (g % 50) || '.png',
       p.price, p.price + p.price / 5,
       floor(power(${unit('g', 16)}, 4) * 20000)::int,
       CASE WHEN ${unit('g', 17)} < 0.05 THEN 'off' ELSE 'on' END,
       now() - ${unit('g', 18)} * interval '730 days'
FROM generate_series(1, ${size.goods}) g
CROSS JOIN LATERAL (SELECT ${price} AS price) p
JOIN (SELECT id, name_zh, name_en, (row_number() OVER (ORDER BY id)) - 1 AS n FROM categories WHERE parent_id IS NOT NULL) leaf
  ON leaf.n = ${pick('g', 19, leaves.count)}`;
}

/** One colour option per generated product, with two values in both languages, and a SKU for each value. */
function skuStatements(goods: Range): string[] {
  const colour = (language: 0 | 1, offset: number) => wordOf(`((s.goods_id + ${offset}) % ${COLOURS.length})`, COLOURS, language);
  return [
    `INSERT INTO goods_specs (goods_id, name_zh, name_en) SELECT id, '颜色', 'Colour' FROM goods WHERE id >= ${goods.first} ORDER BY id`,
    `INSERT INTO goods_spec_values (spec_id, value_zh, value_en)
     SELECT s.id, v.zh, v.en FROM goods_specs s
     CROSS JOIN LATERAL (VALUES (0, ${colour(0, 0)}, ${colour(1, 0)}), (1, ${colour(0, 1)}, ${colour(1, 1)})) v(n, zh, en)
     WHERE s.goods_id >= ${goods.first} ORDER BY s.id, v.n`,
    // The first value's SKU costs the product's price (a product's price is its lowest SKU's); stock is
    // sometimes low, so the dashboard's low-stock list has work.
    `INSERT INTO goods_skus (goods_id, spec_key, sell_price_cents, market_price_cents, stock, code)
     SELECT s.goods_id, s.id || ':' || v.id,
            g.sell_price_cents + (v.id - first_value.id) * (g.sell_price_cents / 10),
            g.market_price_cents + (v.id - first_value.id) * (g.market_price_cents / 10),
            CASE WHEN ${unit('v.id', 21)} < 0.03 THEN ${pick('v.id', 22, 10)} ELSE 20 + ${pick('v.id', 23, 500)} END,
            'SC' || v.id
     FROM goods_specs s
     JOIN goods g ON g.id = s.goods_id
     JOIN goods_spec_values v ON v.spec_id = s.id
     JOIN LATERAL (SELECT min(id) AS id FROM goods_spec_values WHERE spec_id = s.id) first_value ON true
     WHERE s.goods_id >= ${goods.first} ORDER BY v.id`,
  ];
}

/** Members who joined over two years, a few of them today and yesterday. */
function memberStatement(size: ScaleSize): string {
  return `
INSERT INTO users (username, password_hash, nickname, balance_cents, points, created_at)
SELECT '${SCALE_MEMBER_PREFIX}' || m, 'no-sign-in', '会员' || m, 0, ${pick('m', 31, 5000)},
       now() - power(${unit('m', 32)}, 2) * interval '730 days'
FROM generate_series(1, ${size.members}) m`;
}

/**
 * Orders over the last year, denser lately; their status follows their age (unpaid only within the
 * last hour and payable for hours yet, so no sweep cancels them during a bench; shipped and received
 * ones with those times between placing and now); one to three lines of SKUs that sell unevenly;
 * express or pickup; paid by balance, Alipay or WeChat Pay. Amounts are the lines' sum (freight on
 * express orders under ¥99).
 */
function orderStatements(size: ScaleSize, members: Range, skus: Range, firstOrderId: number): string[] {
  /** How many lines an order has (one to three), by its id. */
  const lines = `(1 + ${pick('o.id', 41, 3)})`;
  const skuOf = (line: string) => `${skus.first} + floor(power(${unit(`o.id * 4 + ${line}`, 42)}, 2) * ${skus.count})::int`;
  const quantity = (line: string) => `(1 + ${pick(`o.id * 4 + ${line}`, 43, 2)})`;
  const bucket = pick('t.id', 44, 100);
  const age = `(power(${unit('t.id', 45)}, 1.5) * interval '365 days')`;
  const recentAge = `(${unit('t.id', 46)} * interval '60 minutes')`;
  return [
    `
INSERT INTO orders (id, order_no, user_id, status, goods_cents, freight_cents, discount_cents, payable_cents, paid_cents, delivery,
                    payment_method, refunded_cents, expires_at, paid_at, shipped_at, pickup_ready_at, received_at, cancelled_at, created_at, pickup_code)
SELECT t.id,
       to_char((t.created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(t.id::text, 7, '0'),
       t.user_id, t.status, amounts.goods, amounts.freight, 0, amounts.goods + amounts.freight,
       CASE WHEN t.status IN (0, 5) THEN 0 ELSE amounts.goods + amounts.freight END,
       t.delivery,
       CASE WHEN t.status IN (0, 5) THEN NULL ELSE (CASE t.id % 3 WHEN 0 THEN 'balance' WHEN 1 THEN 'alipay' ELSE 'wechat' END) END,
       CASE WHEN t.status = 6 THEN amounts.goods + amounts.freight ELSE 0 END,
       CASE WHEN t.status = 0 THEN now() + interval '3 hours' ELSE t.created_at + interval '30 minutes' END,
       CASE WHEN t.status IN (0, 5) THEN NULL ELSE t.created_at + interval '5 minutes' END,
       CASE WHEN t.status IN (2, 3, 4) AND t.delivery = 'express' THEN t.created_at + (now() - t.created_at) * 0.3 END,
       CASE WHEN t.status IN (2, 3, 4) AND t.delivery = 'pickup' THEN t.created_at + (now() - t.created_at) * 0.3 END,
       CASE WHEN t.status IN (3, 4) THEN t.created_at + (now() - t.created_at) * 0.6 END,
       CASE WHEN t.status = 5 THEN t.created_at + interval '30 minutes' END,
       t.created_at,
       CASE WHEN t.delivery = 'pickup' THEN lpad((t.id % 1000000)::text, 6, '0') END
FROM (
  SELECT o.id, o.created_at, o.user_id, o.delivery,
         CASE WHEN o.recent AND o.bucket < 30 THEN 0
              WHEN o.bucket < 8 THEN 5
              WHEN o.created_at > now() - interval '2 days' THEN (CASE WHEN o.bucket < 60 THEN 1 ELSE 2 END)
              WHEN o.created_at > now() - interval '10 days' THEN (CASE WHEN o.bucket < 30 THEN 2 ELSE 3 END)
              WHEN o.bucket < 11 THEN 6
              WHEN o.bucket < 25 THEN 3
              ELSE 4 END AS status
  FROM (
    SELECT t.id, t.bucket, t.recent,
           now() - (CASE WHEN t.recent THEN ${recentAge} ELSE ${age} END) AS created_at,
           ${members.first} + ${pick('t.id', 47, members.count)} AS user_id,
           CASE WHEN ${unit('t.id', 48)} < 0.2 THEN 'pickup' ELSE 'express' END AS delivery
    FROM (SELECT t.id, ${bucket} AS bucket, ${unit('t.id', 49)} < 0.002 AS recent FROM generate_series(${firstOrderId}, ${firstOrderId + size.orders - 1}) AS t(id)) t
  ) o
) t
CROSS JOIN LATERAL (
  SELECT sum(s.sell_price_cents * ${quantity('k')})::int AS goods,
         CASE WHEN t.delivery = 'express' AND sum(s.sell_price_cents * ${quantity('k')}) < 9900 THEN 1000 ELSE 0 END AS freight
  FROM (SELECT t.id) o CROSS JOIN (VALUES (1), (2), (3)) AS k(k) JOIN goods_skus s ON s.id = ${skuOf('k')}
  WHERE k <= ${lines}
) amounts
ORDER BY t.id`,
    `SELECT setval(pg_get_serial_sequence('orders', 'id'), ${firstOrderId + size.orders - 1})`,
    `
INSERT INTO order_items (order_id, goods_id, sku_id, name_zh, name_en, image, sku_text_zh, sku_text_en, price_cents, quantity, paid_cents)
SELECT o.id, s.goods_id, s.id, g.name_zh, g.name_en, g.image, '颜色:' || v.value_zh, 'Colour: ' || v.value_en, s.sell_price_cents, ${quantity('k')},
       s.sell_price_cents * ${quantity('k')}
FROM orders o
CROSS JOIN (VALUES (1), (2), (3)) AS k(k)
JOIN goods_skus s ON s.id = ${skuOf('k')}
JOIN goods g ON g.id = s.goods_id
JOIN goods_spec_values v ON v.id = split_part(s.spec_key, ':', 2)::int
WHERE o.id >= ${firstOrderId} AND k <= ${lines}
ORDER BY o.id, k`,
    `
INSERT INTO payments (payment_no, order_id, method, amount_cents, status, provider_trade_no, paid_at, created_at)
SELECT 'SP' || order_no, id, payment_method, paid_cents, 'paid', CASE WHEN payment_method = 'balance' THEN NULL ELSE 'T' || order_no END, paid_at, paid_at
FROM orders WHERE id >= ${firstOrderId} AND paid_at IS NOT NULL ORDER BY id`,
  ];
}

/** Every statement of the generator, in order, given the ranges read as it goes; `log` hears each step's time. */
export async function generateScaleCatalogue(connection: DatabaseConnection, size: ScaleSize, log: (step: string, ms: number) => void = () => {}): Promise<void> {
  const step = async (name: string, statements: string[]) => {
    const started = Date.now();
    // Compiling these one-off statements to machine code (PostgreSQL's JIT) costs more than it saves;
    // the SET goes with each statement as a pool may answer on any of its connections.
    for (const statement of statements) {
      await connection.executeSql(`SET jit = off; ${statement}`);
      // Statistics of the rows just written before the next statement joins them: else the planner
      // takes a table of a million rows for a few and scans it once per row.
      const table = /^\s*INSERT INTO (\w+)/.exec(statement)?.[1];
      if (table) await connection.executeSql(`ANALYZE ${table}`);
    }
    log(name, Date.now() - started);
  };
  const shops = await rangeOf(connection, 'SELECT min(id) AS first, count(*) AS count FROM shops');
  const leaves = await rangeOf(connection, 'SELECT min(id) AS first, count(*) AS count FROM categories WHERE parent_id IS NOT NULL');
  const brands = await rangeOf(connection, 'SELECT min(id) AS first, count(*) AS count FROM brands');
  const [before] = (await connection.executeSql('SELECT coalesce(max(id), 0) + 1 AS next FROM goods')).rows;
  await step(`${size.goods} goods`, [goodsStatement(size, shops, leaves, brands)]);
  const goods = await rangeOf(connection, `SELECT min(id) AS first, count(*) AS count FROM goods WHERE id >= ${Number(before?.next)}`);
  await step('their options and SKUs', skuStatements(goods));
  const skus = await rangeOf(connection, `SELECT min(id) AS first, count(*) AS count FROM goods_skus WHERE goods_id >= ${goods.first}`);
  await step(`${size.members} members`, [memberStatement(size)]);
  const members = await rangeOf(connection, `SELECT min(id) AS first, count(*) AS count FROM users WHERE username LIKE '${SCALE_MEMBER_PREFIX}%'`);
  const [next] = (await connection.executeSql(`SELECT coalesce(max(id), 0) + 1 AS next FROM orders`)).rows;
  await step(`${size.orders} orders, their lines and payments`, orderStatements(size, members, skus, Number(next?.next)));
  // Fresh statistics, and the visibility map that lets covering indexes answer without the table
  // (VACUUM runs outside a transaction: a statement of its own).
  const started = Date.now();
  await connection.executeSql('VACUUM ANALYZE');
  log('VACUUM ANALYZE', Date.now() - started);
}
