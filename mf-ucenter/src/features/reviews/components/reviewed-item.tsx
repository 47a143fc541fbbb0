import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluateItem } from '@shop/contract';
import { ReviewGoods } from './review-goods';
import { WrittenReview } from './written-review';

/** A line with nothing left to do: its review as written, or the word that it was refunded. */
export function ReviewedItem({ item }: { item: EvaluateItem }) {
  const { t } = useTranslation('ucenter');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-goods`} className="rounded-lg border border-slate-200 bg-slate-50/60 p-5">
      <div className="flex items-start justify-between gap-4">
        <ReviewGoods goodsId={item.goods_id} name={item.name} image={item.image} skuText={item.sku_text} price={item.price} quantity={item.quantity} headingId={`${id}-goods`} />
        <span className="shrink-0 rounded-full bg-slate-200 px-3 py-0.5 text-xs text-slate-600">{item.review ? t('review.item.reviewed') : t('review.item.refunded')}</span>
      </div>
      {item.review && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <WrittenReview review={item.review} goodsName={item.name} />
        </div>
      )}
    </section>
  );
}
