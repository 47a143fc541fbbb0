import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyReview } from '@shop/contract';
import { orderDetailPath } from '@shop/shared';
import { ReviewGoods } from './review-goods';
import { WrittenReview } from './written-review';

/** One of the member's reviews: the goods it is about beside what was written, and the way to its order. */
export function MyReviewCard({ review }: { review: MyReview }) {
  const { t } = useTranslation('ucenter');
  const id = useId();
  return (
    <li aria-labelledby={`${id}-goods`} className="flex gap-6 border-b border-slate-100 px-5 py-5 last:border-b-0">
      <div className="w-64 shrink-0">
        <ReviewGoods goodsId={review.goods_id} name={review.goods_name} image={review.goods_image} skuText={review.sku_text} headingId={`${id}-goods`} />
      </div>
      <div className="min-w-0 flex-1">
        <WrittenReview review={review} goodsName={review.goods_name} />
      </div>
      {review.order_id !== null && (
        <Link to={orderDetailPath(review.order_id)} className="shrink-0 self-start text-sm text-slate-600 hover:text-rose-600">
          {t('review.mine.order')}
        </Link>
      )}
    </li>
  );
}
