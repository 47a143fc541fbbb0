import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, categories, goods, goodsComments, goodsSkus, goodsSpecs, goodsSpecValues, shops, users } from '../db/schema';
import type { Lang } from '../http/i18n';
import { pick, type Bilingual } from '../lib/bilingual';
import { centsToYuan } from '../lib/money';
import { categoryImageUrl, imageUrl, productShotUrl } from '../modules/image';
import { hashPassword } from '../modules/user';
import { brandDefs, categoryTree, goodsDefs, leafBrands, shopDefs, specPresets, type GoodsDef } from './catalogue-data';

type CategoryRow = typeof categories.$inferInsert & { id: number };
type GoodsRow = typeof goods.$inferInsert & { id: number; sellPriceCents: number };
type SpecRow = typeof goodsSpecs.$inferInsert & { id: number };
type SpecValueRow = typeof goodsSpecValues.$inferInsert & { id: number };
type SkuRow = typeof goodsSkus.$inferInsert & { id: number; goodsId: number; stock: number };

/** Members who wrote the demo reviews; they share one password, which no test or page relies on. */
/** Members who wrote the demo reviews; in development they sign in with REVIEWER_PASSWORD. */
export const REVIEWERS = ['lily', 'michael', '小雨', 'tom_w', 'jenny', '阿杰', 'kevin88', 'sophie'];

const PROMISES: Bilingual[] = [
  { en: 'Genuine goods with official warranty', zh: '正品保障 官方质保' },
  { en: '7-day no-questions returns', zh: '7天无理由退货' },
  { en: 'Free shipping on orders over 99 yuan', zh: '满99元包邮' },
];

function buildCategories(): CategoryRow[] {
  const tops = categoryTree.map((top, index) => ({
    id: index + 1,
    parentId: null,
    nameZh: top.name.zh,
    nameEn: top.name.en,
    image: categoryImageUrl(top.kind, top.shade),
    sort: index,
  }));
  const leaves = categoryTree.flatMap((top, topIndex) =>
    top.leaves.map((leaf, sort) => ({ parentId: topIndex + 1, nameZh: leaf.name.zh, nameEn: leaf.name.en, image: categoryImageUrl(leaf.kind, leaf.shade), sort })),
  );
  return [...tops, ...leaves.map((leaf, index) => ({ ...leaf, id: tops.length + index + 1 }))];
}

/** Leaf category ids by the key the goods definitions use. */
function leafIds(): Map<string, number> {
  const keys = categoryTree.flatMap((top) => top.leaves.map((leaf) => leaf.key));
  return new Map(keys.map((key, index) => [key, categoryTree.length + index + 1]));
}

/** Deterministic stock: mostly in stock, roughly one SKU in eight sold out. */
function stockFor(goodsId: number, skuIndex: number): number {
  if ((goodsId * 31 + skuIndex * 17) % 100 < 12) return 0;
  return 5 + ((goodsId * 13 + skuIndex * 29) % 196);
}

const cartesian = <T,>(groups: T[][]): T[][] => groups.reduce<T[][]>((combos, group) => combos.flatMap((combo) => group.map((item) => [...combo, item])), [[]]);

function contentHtml(def: GoodsDef, lang: Lang, images: string[]): string {
  const name = pick(lang, def.name);
  const specs = def.specs
    .map((key) => specPresets[key])
    .map((spec) => `<tr><th>${pick(lang, spec.name)}</th><td>${spec.values.map((v) => pick(lang, v.value)).join(' / ')}</td></tr>`)
    .join('');
  return [
    `<h3>${name}</h3>`,
    `<p>${pick(lang, def.subtitle)}</p>`,
    `<ul>${PROMISES.map((promise) => `<li>${pick(lang, promise)}</li>`).join('')}</ul>`,
    specs ? `<table>${specs}</table>` : '',
    ...images.slice(1, 3).map((src) => `<p><img src="${src}" alt="${name}"/></p>`),
  ].join('');
}

type Catalogue = {
  categories: CategoryRow[];
  brands: Array<typeof brands.$inferInsert & { id: number }>;
  shops: Array<typeof shops.$inferInsert & { id: number }>;
  goods: GoodsRow[];
  specs: SpecRow[];
  specValues: SpecValueRow[];
  skus: SkuRow[];
};

/** Brand ids by key, in brandDefs' order. */
const brandIds = new Map(brandDefs.map((brand, index) => [brand.key, index + 1]));

/** The brand of each product: its leaf's brands taken in turn. */
function brandOfEach(): number[] {
  const seen = new Map<string, number>();
  return goodsDefs.map((def) => {
    const choices = leafBrands[def.leaf] ?? [];
    const turn = seen.get(def.leaf) ?? 0;
    seen.set(def.leaf, turn + 1);
    const key = choices[turn % Math.max(choices.length, 1)];
    const id = key === undefined ? undefined : brandIds.get(key);
    if (id === undefined) throw new Error(`no brand for the demo leaf ${def.leaf}`);
    return id;
  });
}

function buildGoods(): Omit<Catalogue, 'categories' | 'shops' | 'brands'> {
  const leaves = leafIds();
  const brandOf = brandOfEach();
  const rows: Omit<Catalogue, 'categories' | 'shops' | 'brands'> = { goods: [], specs: [], specValues: [], skus: [] };
  goodsDefs.forEach((def, index) => {
    const goodsId = index + 1;
    const image = productShotUrl(def.kind, def.shade, 1);
    const images = [1, 2, 3, 4].map((view) => productShotUrl(def.kind, def.shade, view));
    const groups = def.specs.map((key, sort) => {
      const preset = specPresets[key];
      const spec: SpecRow = { id: rows.specs.length + 1, goodsId, nameZh: preset.name.zh, nameEn: preset.name.en, sort };
      rows.specs.push(spec);
      return preset.values.map((value) => {
        const row: SpecValueRow = { id: rows.specValues.length + 1, specId: spec.id, valueZh: value.value.zh, valueEn: value.value.en };
        rows.specValues.push(row);
        return { specId: spec.id, valueId: row.id, deltaCents: value.deltaCents ?? 0, shade: value.shade };
      });
    });
    const skus = cartesian(groups).map((combo, skuIndex): SkuRow => {
      const delta = combo.reduce((sum, part) => sum + part.deltaCents, 0);
      const shade = combo.find((part) => part.shade !== undefined)?.shade;
      return {
        id: rows.skus.length + skuIndex + 1,
        goodsId,
        specKey: combo.map((part) => `${part.specId}:${part.valueId}`).join(','),
        sellPriceCents: def.priceCents + delta,
        marketPriceCents: def.marketCents + delta,
        stock: def.soldOut ? 0 : stockFor(goodsId, skuIndex),
        image: shade === undefined ? image : productShotUrl(def.kind, shade, 1),
      };
    });
    if (!def.soldOut && skus.every((sku) => sku.stock === 0)) skus[0]!.stock = 20;
    rows.skus.push(...skus);
    const cheapest = skus.reduce((min, sku) => (sku.sellPriceCents < min.sellPriceCents ? sku : min));
    rows.goods.push({
      id: goodsId,
      shopId: def.shop,
      categoryId: leaves.get(def.leaf) ?? 0,
      brandId: brandOf[index]!,
      nameZh: def.name.zh,
      nameEn: def.name.en,
      subtitleZh: def.subtitle.zh,
      subtitleEn: def.subtitle.en,
      image,
      images,
      contentZh: contentHtml(def, 'zh-cn', images),
      contentEn: contentHtml(def, 'en-us', images),
      sellPriceCents: cheapest.sellPriceCents,
      marketPriceCents: cheapest.marketPriceCents,
      sales: ((goodsId * 7919 + 137) % 9000) + 12,
      status: def.status ?? 'on',
      createdAt: new Date(Date.UTC(2025, 4, 1) - goodsId * 86_400_000),
    });
  });
  return rows;
}

let cached: Catalogue | null = null;

/** The whole demo catalogue with its ids; built once, used by the seed and the home design. */
export function demoCatalogue(): Catalogue {
  cached ??= {
    categories: buildCategories(),
    brands: brandDefs.map((brand, index) => ({ id: index + 1, nameZh: brand.name.zh, nameEn: brand.name.en, sort: index })),
    shops: shopDefs.map((shop, index) => ({
      id: index + 1,
      nameZh: shop.name.zh,
      nameEn: shop.name.en,
      logo: imageUrl(`shop-logo-${index + 1}`),
      banner: imageUrl(`shop-banner-${index + 1}`),
      descriptionZh: shop.description.zh,
      descriptionEn: shop.description.en,
      rating: shop.rating,
    })),
    ...buildGoods(),
  };
  return cached;
}

const REVIEW_TEXTS: Record<'good' | 'mid' | 'bad', string[]> = {
  good: [
    '质量很好，和描述一致，物流也很快，好评！',
    'Exactly as pictured and arrived in two days. Very happy with it.',
    '第二次回购了，家人都说好用。',
    'Great value for the price, feels well made.',
    '包装很用心，做工精细，推荐购买。',
    'Love the colour, looks even better in person.',
  ],
  mid: ['还可以吧，中规中矩，价格再低一点就好了。', 'Decent, but delivery took longer than expected.'],
  bad: ['收到有点瑕疵，联系客服后给换了。', 'Not what I expected, the size runs small.'],
};
const RATING_CYCLE = [5, 4, 5, 5, 3, 5, 4, 2, 5, 1, 4, 5, 5, 3];

function skuTextZh(catalogue: Catalogue, sku: SkuRow): string {
  if (!sku.specKey) return '';
  return sku.specKey
    .split(',')
    .map((pair) => {
      const [specId, valueId] = pair.split(':').map(Number);
      const spec = catalogue.specs.find((s) => s.id === specId);
      const value = catalogue.specValues.find((v) => v.id === valueId);
      return `${spec?.nameZh}：${value?.valueZh}`;
    })
    .join('；');
}

/** Three to eight reviews on three goods in four, with varied ratings, some with photos. */
function buildReviews(catalogue: Catalogue, reviewerIds: number[]): Array<typeof goodsComments.$inferInsert> {
  return catalogue.goods
    .filter((row) => row.status === 'on' && row.id % 4 !== 0)
    .flatMap((row) => {
      const skus = catalogue.skus.filter((sku) => sku.goodsId === row.id);
      return Array.from({ length: 3 + (row.id % 6) }, (_, n) => {
        const rating = RATING_CYCLE[(row.id + n) % RATING_CYCLE.length]!;
        const texts = REVIEW_TEXTS[rating >= 4 ? 'good' : rating === 3 ? 'mid' : 'bad'];
        const sku = skus[n % skus.length]!;
        const images = row.images ?? [];
        return {
          goodsId: row.id,
          userId: reviewerIds[(row.id + n) % reviewerIds.length]!,
          skuId: sku.id,
          skuText: skuTextZh(catalogue, sku),
          rating,
          content: texts[(row.id + n) % texts.length]!,
          images: (row.id + n) % 3 === 0 ? [images[3]!, images[1]!] : [],
          createdAt: new Date(Date.UTC(2025, 4, 20) - (row.id * 3 + n * 2) * 86_400_000),
        };
      });
    });
}

export const REVIEWER_PASSWORD = 'reviewer1234';
/** Not a scrypt hash, so no password matches it. */
const NO_SIGN_IN_HASH = 'no-sign-in';

/**
 * The reviewers' accounts. Outside development nobody may sign in as them: they get a hash that
 * verifyPassword never accepts, as their password is published.
 */
async function seedReviewers(db: Db, demoAccounts: boolean): Promise<number[]> {
  const passwordHash = demoAccounts ? await hashPassword(REVIEWER_PASSWORD) : NO_SIGN_IN_HASH;
  await db
    .insert(users)
    .values(REVIEWERS.map((username) => ({ username, passwordHash, nickname: username, avatar: imageUrl('avatar') })))
    .onConflictDoNothing();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, REVIEWERS));
  return REVIEWERS.map((name) => rows.find((row) => row.username === name)!.id);
}

const SEEDED_SEQUENCES = ['categories', 'brands', 'shops', 'goods', 'goods_specs', 'goods_spec_values', 'goods_skus'];

/** Inserts the demo catalogue with its fixed ids, one statement per table, then moves the id sequences past them. */
export async function seedCatalogue(db: Db, demoAccounts: boolean): Promise<void> {
  const catalogue = demoCatalogue();
  await db.insert(categories).values(catalogue.categories);
  await db.insert(shops).values(catalogue.shops);
  await db.insert(brands).values(catalogue.brands);
  await db.insert(goods).values(catalogue.goods);
  await db.insert(goodsSpecs).values(catalogue.specs);
  await db.insert(goodsSpecValues).values(catalogue.specValues);
  await db.insert(goodsSkus).values(catalogue.skus);
  await db.insert(goodsComments).values(buildReviews(catalogue, await seedReviewers(db, demoAccounts)));
  for (const table of SEEDED_SEQUENCES) {
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM "${table}"))`));
  }
}

type DesignGoods = { id: number; name: string; image: string; sell_price: string };

/** Goods cards for the home design, with the catalogue's own names, pictures and prices. */
export function catalogueGoodsCards(lang: Lang, ids: number[]): DesignGoods[] {
  const catalogue = demoCatalogue();
  return ids.map((id) => {
    const row = catalogue.goods.find((g) => g.id === id);
    if (!row || row.status !== 'on') throw new Error(`featured goods ${id} is not on sale in the demo catalogue`);
    return { id, name: lang === 'en-us' ? row.nameEn : row.nameZh, image: row.image, sell_price: centsToYuan(row.sellPriceCents) };
  });
}

/** The home page's category menu: every top category with its leaves, each linking to its goods list. */
export function catalogueCategoryMenu(lang: Lang) {
  const rows = demoCatalogue().categories;
  const entry = (row: CategoryRow) => ({
    title: lang === 'en-us' ? row.nameEn : row.nameZh,
    link: { path: `/goods/index?category_id=${row.id}`, params: { type: 1 } },
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({ ...entry(top), children: rows.filter((row) => row.parentId === top.id).map(entry) }));
}
