import type { Lang } from '../http/i18n';
import { pick } from '../lib/bilingual';

/** Stored per language; the language list itself is built by the common service. */
export function siteSettingsSeed(lang: Lang) {
  return {
    title: pick(lang, { en: 'Lumen Mall', zh: '流明商城' }),
    ctitle: pick(lang, { en: 'Quality goods, delivered', zh: '品质好物 送货到家' }),
    keywords: pick(lang, {
      en: 'online shopping, group buying, flash sale, points mall, Lumen Mall',
      zh: '网上购物,拼团,秒杀,积分商城,流明商城',
    }),
    description: pick(lang, {
      en: 'Lumen Mall: quality goods, group buying, daily flash sales and a points mall, delivered to your door.',
      zh: '流明商城：品质好物、拼团优惠、每日秒杀与积分商城，送货到家。',
    }),
  };
}
