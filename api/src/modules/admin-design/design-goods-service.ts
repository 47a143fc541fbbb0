import type { DesignDataInput, DesignGoodsCard, HomeDesignInput } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';

/** The on-shelf goods among `ids` as design cards in `lang`, by id. */
async function loadCards(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, DesignGoodsCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: goods.id, nameZh: goods.nameZh, nameEn: goods.nameEn, image: goods.image, sellPriceCents: goods.sellPriceCents })
    .from(goods)
    .where(and(inArray(goods.id, [...new Set(ids)]), eq(goods.status, 'on')));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: lang === 'en-us' ? row.nameEn : row.nameZh, image: row.image, sell_price: centsToYuan(row.sellPriceCents) }]));
}

/** admin/design/goods: the cards of the ids the designer typed, in their order; unknown or off-shelf ids are left out. */
export async function findGoodsCards(db: Db, ids: readonly number[], lang: Lang): Promise<DesignGoodsCard[]> {
  const cards = await loadCards(db, ids, lang);
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/**
 * The design with every goods and column card rewritten from the catalogue: the designer picks
 * goods by id, and shoppers must see the name, picture and price the shop sells them at. A card
 * whose goods is gone or off the shelf is refused, naming its path.
 */
export async function withCatalogueCards(db: Db, design: HomeDesignInput, lang: Lang): Promise<HomeDesignInput> {
  const ids = design.list.flatMap((block) => (block.type === 'goods' || block.type === 'column' ? block.value.list.map((card) => card.id) : []));
  const cards = await loadCards(db, ids, lang);
  const list = design.list.map((block, index) => {
    if (block.type !== 'goods' && block.type !== 'column') return block;
    const resolved = block.value.list.map((card, position) => {
      const found = cards.get(card.id);
      if (!found) throw refused('design_goods_unavailable', `data.list.${index}.value.list.${position}.id`, { block: index + 1, id: card.id });
      return found;
    });
    return { ...block, value: { ...block.value, list: resolved } } as typeof block;
  });
  return { list };
}

/** A design of either kind with its cards from the catalogue: only a home page has goods cards. */
export const withCatalogueCardsOf = async (db: Db, design: DesignDataInput, lang: Lang): Promise<DesignDataInput> =>
  'list' in design ? withCatalogueCards(db, design, lang) : design;
