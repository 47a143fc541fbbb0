import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { ConfirmDialog, LoadFailed, cartConfirmPath } from '@shop/shared';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cartKeys } from '@/lib/cart-keys';
import { useChangeQuantity } from '../api/change-quantity';
import { useDeleteRows } from '../api/delete-rows';
import { useCart } from '../api/get-cart';
import { useSelectRows } from '../api/select-rows';
import { CartEmpty } from './cart-empty';
import { CART_COLUMNS, CartRow } from './cart-row';
import { CartSkeleton } from './cart-skeleton';
import { CartSummary } from './cart-summary';
import { InvalidRows } from './invalid-rows';

interface PendingDelete {
  ids: number[];
  message: string;
}

/** The cart: valid rows to buy, invalid rows apart, and the summary bar. */
export function CartView() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { data: cart, isError, isFetching, refetch } = useCart();
  const change = useChangeQuantity();
  const select = useSelectRows();
  const remove = useDeleteRows();
  // The summary waits for the server's new total while any change is under way or queued.
  const busy = useIsMutating({ mutationKey: cartKeys.changes() }) > 0;
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  if (!cart) return isError && !isFetching ? <LoadFailed onRetry={() => void refetch()} /> : <CartSkeleton />;
  if (cart.list.length === 0) return <CartEmpty />;

  const validRows = cart.list.filter((row) => !row.invalid);
  const invalidRows = cart.list.filter((row) => row.invalid);
  const selectedIds = validRows.filter((row) => row.selected).map((row) => row.id);
  const allSelected = validRows.length > 0 && selectedIds.length === validRows.length;

  const confirmDelete = () => {
    if (pendingDelete) remove.mutate(pendingDelete.ids, { onSettled: () => setPendingDelete(null) });
  };
  // The stepper shows the last good quantity again when the server refuses.
  const changeQuantity = (id: number, quantity: number) =>
    change.mutateAsync({ id, quantity }).then(
      () => true,
      () => false,
    );

  return (
    <>
      <div className="rounded-lg bg-white">
        <div className={`${CART_COLUMNS} border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-500`}>
          <div className="flex justify-center">
            <input
              type="checkbox"
              aria-label={t('cart.selectAll')}
              checked={allSelected}
              disabled={validRows.length === 0}
              onChange={(event) => select.mutate({ ids: 'all', selected: event.target.checked })}
              className="h-4 w-4 accent-rose-600"
            />
          </div>
          <span>{t('cart.columns.goods')}</span>
          <span>{t('cart.columns.sku')}</span>
          <span>{t('cart.columns.price')}</span>
          <span>{t('cart.columns.quantity')}</span>
          <span>{t('cart.columns.amount')}</span>
          <span>{t('cart.columns.actions')}</span>
        </div>
        {validRows.length > 0 && (
          <ul aria-label={t('cart.rowsLabel')}>
            {validRows.map((row) => (
              <CartRow
                key={row.id}
                row={row}
                onSelect={(selected) => select.mutate({ ids: [row.id], selected })}
                onChange={(quantity) => changeQuantity(row.id, quantity)}
                onDelete={() => setPendingDelete({ ids: [row.id], message: t('cart.deleteOne', { name: row.name }) })}
              />
            ))}
          </ul>
        )}
      </div>
      {invalidRows.length > 0 && (
        <InvalidRows
          rows={invalidRows}
          onDelete={(row) => setPendingDelete({ ids: [row.id], message: t('cart.deleteOne', { name: row.name }) })}
          onClear={() => setPendingDelete({ ids: invalidRows.map((row) => row.id), message: t('cart.deleteInvalid', { count: invalidRows.length }) })}
        />
      )}
      <CartSummary
        total={cart.total}
        busy={busy}
        canDeleteSelected={selectedIds.length > 0}
        onDeleteSelected={() => setPendingDelete({ ids: selectedIds, message: t('cart.deleteMany', { count: selectedIds.length }) })}
        onCheckout={() => navigate(cartConfirmPath(selectedIds))}
      />
      {pendingDelete && (
        <ConfirmDialog
          title={t('cart.deleteTitle')}
          message={pendingDelete.message}
          confirmLabel={t('actions.confirm')}
          dismissLabel={t('actions.cancel')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onDismiss={() => setPendingDelete(null)}
        />
      )}
    </>
  );
}
