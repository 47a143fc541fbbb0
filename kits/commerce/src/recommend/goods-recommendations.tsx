import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecommendGoodsAnswer } from '@shop/contract';
import { COMMERCE_NAMESPACE } from '../commerce-messages';
import { useGoodsRecommendations } from './api/get-recommendations';
import { RecommendGrid, type RecommendColumns } from './recommend-card';

const LISTS = [
  ['bought_together', 'recommend.boughtTogether'],
  ['viewed_together', 'recommend.viewedTogether'],
  ['popular_in_category', 'recommend.popularInCategory'],
] as const satisfies ReadonlyArray<readonly [keyof RecommendGoodsAnswer, string]>;

function Shelf({ title, list, columns }: { title: string; list: RecommendGoodsAnswer[keyof RecommendGoodsAnswer]; columns: RecommendColumns }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-800">
        {title}
      </h2>
      <RecommendGrid list={list} columns={columns} label={title} />
    </section>
  );
}

/**
 * A product's recommendations (for the product page, the cart, the order's success page): the lists
 * that have goods, each under its heading; nothing while they load or when none has any.
 */
export function GoodsRecommendations({ goodsId, size = 5, columns = 5, only }: { goodsId: number; size?: number; columns?: RecommendColumns; only?: ReadonlyArray<keyof RecommendGoodsAnswer> }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { data } = useGoodsRecommendations(goodsId, size);
  if (!data) return null;
  const shown = LISTS.filter(([key]) => (!only || only.includes(key)) && data[key].length > 0);
  return (
    <div className="space-y-8">
      {shown.map(([key, title]) => (
        <Shelf key={key} title={t(title)} list={data[key]} columns={columns} />
      ))}
    </div>
  );
}
