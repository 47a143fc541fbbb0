import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';
import { CART_COLUMNS } from './cart-row';

/** Rows of the final size while the cart loads. */
export function CartSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" aria-label={t('cart.loading')} className="rounded-lg bg-white">
      {[0, 1, 2].map((n) => (
        <div key={n} className={`${CART_COLUMNS} border-b border-slate-100 px-4 py-5`}>
          <Skeleton className="mx-auto h-4 w-4" />
          <div className="flex gap-3">
            <Skeleton className="h-20 w-20" />
            <Skeleton className="h-4 flex-1" />
          </div>
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-10" />
        </div>
      ))}
    </div>
  );
}
