import type { Lang } from '../http/i18n';
import { imageUrl } from '../modules/image/svg-images';
import { centsToYuan } from '../lib/money';
import { pick, type Bilingual } from '../lib/bilingual';

/**
 * Goods the home design shows. Ids match the catalogue a later seed creates (1..60); until then
 * the design carries the name, picture and price it displays.
 */
const featured: Array<{ id: number; name: Bilingual; priceCents: number }> = [
  { id: 1, name: { en: 'Lumen X1 smartphone 128 GB', zh: '流明 X1 智能手机 128GB' }, priceCents: 259900 },
  { id: 2, name: { en: 'AirBook 14 ultralight laptop', zh: 'AirBook 14 超轻薄笔记本' }, priceCents: 549900 },
  { id: 3, name: { en: 'Quiet noise-cancelling headphones', zh: '静享 主动降噪耳机' }, priceCents: 89900 },
  { id: 4, name: { en: 'Pulse fitness smartwatch', zh: 'Pulse 运动智能手表' }, priceCents: 129900 },
  { id: 5, name: { en: 'Cloudstep running shoes', zh: '云步 轻量跑鞋' }, priceCents: 45900 },
  { id: 6, name: { en: 'City leather tote bag', zh: '都市 真皮托特包' }, priceCents: 69900 },
  { id: 7, name: { en: 'Ceramic coffee mug 350 ml', zh: '陶瓷咖啡杯 350ml' }, priceCents: 3900 },
  { id: 8, name: { en: 'Organic cotton T-shirt', zh: '有机棉 圆领T恤' }, priceCents: 9900 },
  { id: 9, name: { en: 'Lumen X1 Pro smartphone 256 GB', zh: '流明 X1 Pro 智能手机 256GB' }, priceCents: 359900 },
  { id: 10, name: { en: 'AirBook 16 creator laptop', zh: 'AirBook 16 创作者笔记本' }, priceCents: 799900 },
  { id: 11, name: { en: 'Buds mini wireless earphones', zh: 'Buds mini 无线耳机' }, priceCents: 29900 },
  { id: 12, name: { en: 'Classic steel watch', zh: '经典 精钢腕表' }, priceCents: 99900 },
  { id: 13, name: { en: 'Trail hiking boots', zh: '山野 徒步鞋' }, priceCents: 59900 },
  { id: 14, name: { en: 'Weekender travel bag', zh: '周末 旅行包' }, priceCents: 39900 },
  { id: 15, name: { en: 'Glass tea tumbler', zh: '玻璃 泡茶杯' }, priceCents: 5900 },
  { id: 16, name: { en: 'Linen summer shirt', zh: '亚麻 夏季衬衫' }, priceCents: 19900 },
];

export type DesignGoods = { id: number; name: string; image: string; sell_price: string };

export function featuredGoods(lang: Lang, ids: number[]): DesignGoods[] {
  return ids.map((id) => {
    const goods = featured.find((g) => g.id === id);
    if (!goods) throw new Error(`featured goods ${id} is not defined`);
    return { id, name: pick(lang, goods.name), image: imageUrl(`goods-${id}`), sell_price: centsToYuan(goods.priceCents) };
  });
}
