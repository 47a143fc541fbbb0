import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, LoadFailed, Pagination, usePageParam } from '@shop/shared';
import { SavedGoodsEmpty } from '@/components/saved-goods-empty';
import { SavedGoodsSkeleton } from '@/components/saved-goods-skeleton';
import { useLastPageFallback } from '@/hooks/use-last-page-fallback';
import { useAddToCart } from '../api/add-to-cart';
import { useDeleteFavorites } from '../api/delete-favorites';
import { useFavorites } from '../api/get-favorites';
import { useSelection } from '../hooks/use-selection';
import { FavoriteTile } from './favorite-tile';

/** The member's favourites, a page at a time: tick several (or all) to remove them once asked, remove one, or buy. */
export function FavoriteGrid() {
  const { t } = useTranslation('ucenter');
  const { page, setPage } = usePageParam();
  const { data, isError, isPlaceholderData, refetch } = useFavorites(page);
  const selection = useSelection(isPlaceholderData ? [] : (data?.list.map((item) => item.goods_id) ?? []));
  const remove = useDeleteFavorites();
  const addToCart = useAddToCart();
  const [asking, setAsking] = useState(false);
  useLastPageFallback(isPlaceholderData ? null : data, page, setPage);

  const removing = (goodsId: number) => remove.isPending && (remove.variables?.goods_ids.includes(goodsId) ?? false);
  const turnPage = (next: number) => {
    selection.clear();
    setPage(next);
  };

  let content;
  // While another page loads, an empty previous page shows the skeleton, unless it said there is nothing at all.
  if (!data || (isPlaceholderData && data.list.length === 0 && data.total > 0)) {
    content = isError ? (
      <LoadFailed message={t('favorite.failed')} onRetry={() => void refetch()} className="py-12" />
    ) : (
      <div role="status" aria-label={t('favorite.loading')}>
        <SavedGoodsSkeleton tiles={10} />
      </div>
    );
  } else if (data.list.length === 0) {
    content = <SavedGoodsEmpty message={t('favorite.empty')} shopLabel={t('favorite.shop')} />;
  } else {
    content = (
      <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <div className="mb-4 flex items-center gap-4 rounded bg-slate-50 px-4 py-2.5">
          <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={selection.allSelected} onChange={selection.toggleAll} className="h-4 w-4 accent-rose-600" />
            {t('favorite.selectAll')}
          </label>
          <Button variant="secondary" disabled={selection.selected.length === 0} onClick={() => setAsking(true)} className="px-3 py-1">
            {t('favorite.removeSelected', { count: selection.selected.length })}
          </Button>
        </div>
        <ul aria-label={t('favorite.listLabel')} className="grid grid-cols-5 gap-4">
          {data.list.map((item) => (
            <FavoriteTile
              key={item.goods_id}
              item={item}
              selected={selection.isSelected(item.goods_id)}
              onToggle={() => selection.toggle(item.goods_id)}
              adding={addToCart.isPending && addToCart.variables?.sku_id === item.sku_id}
              onAddToCart={(skuId) => addToCart.mutate({ sku_id: skuId, quantity: 1 })}
              removing={removing(item.goods_id)}
              onRemove={() => remove.mutate({ goods_ids: [item.goods_id] })}
            />
          ))}
        </ul>
        <Pagination page={page} size={data.size} total={data.total} onChange={turnPage} showTotal className="mt-6 justify-end" />
      </div>
    );
  }

  return (
    <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="mb-5 flex items-baseline gap-3">
        <h1 className="text-xl font-semibold text-slate-800">{t('favorite.title')}</h1>
        {data && <span className="text-sm text-slate-500">{t('favorite.count', { count: data.total })}</span>}
      </div>
      {content}
      {asking && (
        <ConfirmDialog
          title={t('favorite.confirmRemove.title')}
          message={t('favorite.confirmRemove.message', { count: selection.selected.length })}
          confirmLabel={t('favorite.confirmRemove.confirm')}
          dismissLabel={t('favorite.confirmRemove.dismiss')}
          pending={remove.isPending}
          onDismiss={() => setAsking(false)}
          onConfirm={() => remove.mutate({ goods_ids: selection.selected }, { onSettled: () => setAsking(false), onSuccess: selection.clear })}
        />
      )}
    </div>
  );
}
