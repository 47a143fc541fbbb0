import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage, Price, goodsViewPath } from '@shop/shared';

interface ReviewGoodsProps {
  goodsId: number;
  name: string;
  image: string;
  skuText: string;
  /** Ids the heading, so that the item's section is named after its goods. */
  headingId?: string;
  price?: string;
  quantity?: number;
}

/** The goods a review is about: picture, name (to the product page), SKU and, as bought, price × quantity. */
export function ReviewGoods({ goodsId, name, image, skuText, headingId, price, quantity }: ReviewGoodsProps) {
  const { t } = useTranslation('ucenter');
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Link to={goodsViewPath(goodsId)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <LazyImage src={image} alt="" className="h-16 w-16 rounded border border-slate-100 object-cover" />
      </Link>
      <div className="min-w-0">
        <h3 id={headingId} className="text-sm font-normal leading-5">
          <Link to={goodsViewPath(goodsId)} className="line-clamp-2 text-slate-700 hover:text-rose-600">
            {name}
          </Link>
        </h3>
        {skuText && <p className="mt-1 text-xs text-slate-500">{skuText}</p>}
        {price !== undefined && (
          <p className="mt-1 text-xs text-slate-500">
            <Price value={price} /> {quantity !== undefined && t('review.item.quantity', { count: quantity })}
          </p>
        )}
      </div>
    </div>
  );
}
