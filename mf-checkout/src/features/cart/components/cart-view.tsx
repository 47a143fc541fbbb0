import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { ConfirmDialog, LoadFailed, cartConfirmPath, toast } from '@shop/shared';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cartKeys } from '@/lib/cart-keys';
import { useChangeQuantity } from '../api/change-quantity';
import { useDeleteRows } from '../api/delete-rows';
import { useCart } from '../api/get-cart';
import { useMoveToFavorites } from '../api/move-to-favorites';
import { useRefreshRows } from '../api/refresh-rows';
import { useSelectRows } from '../api/select-rows';
import { changedSelectedRows } from '../lib/changed-rows';
import { CartEmpty } from './cart-empty';
import { CartHints } from './cart-hints';
import { CART_COLUMNS, CartRow } from './cart-row';
import { CartSkeleton } from './cart-skeleton';
import { CartSummary } from './cart-summary';
import { ChangesDialog } from './changes-dialog';
import { InvalidRows } from './invalid-rows';

interface PendingDelete {
  ids: number[];
  message: string;
}

/**
 * The cart: hints for the selected goods, valid rows to buy (with what changed since added),
 * invalid rows apart, and the summary bar. Checking out rows that changed asks first.
 */
export function CartView() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { data: cart, isError, isFetching, refetch } = useCart();
  const change = useChangeQuantity();
  const select = useSelectRows();
  const remove = useDeleteRows();
  const move = useMoveToFavorites();
  const refresh = useRefreshRows();
  // The summary waits for the server's new total while any change is under way or queued.
  const busy = useIsMutating({ mutationKey: cartKeys.changes() }) > 0;
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [confirmingChanges, setConfirmingChanges] = useState(false);

  if (!cart) return isError && !isFetching ? <LoadFailed onRetry={() => void refetch()} /> : <CartSkeleton />;
  if (cart.list.length === 0) return <CartEmpty />;

  const validRows = cart.list.filter((row) => !row.invalid);
  const invalidRows = cart.list.filter((row) => row.invalid);
  const selectedIds = validRows.filter((row) => row.selected).map((row) => row.id);
  const allSelected = validRows.length > 0 && selectedIds.length === validRows.length;
  const changedRows = changedSelectedRows(cart.list);

  const confirmDelete = () => {
    if (pendingDelete) remove.mutate(pendingDelete.ids, { onSettled: () => setPendingDelete(null) });
  };
  const moveToFavorites = (ids: number[]) => move.mutate(ids, { onSuccess: () => toast.success(t('cart.moved', { count: ids.length })) });
  const checkout = () => void navigate(cartConfirmPath(selectedIds));
  // Accepting the changes remembers the new prices; the checkout then sees the same rows again.
  const acceptChanges = () =>
    refresh.mutate(
      changedRows.map((row) => row.id),
      { onSuccess: checkout, onSettled: () => setConfirmingChanges(false) },
    );
  // The stepper shows the last good quantity again when the server refuses.
  const changeQuantity = (id: number, quantity: number) =>
    change.mutateAsync({ id, quantity }).then(
      () => true,
      () => false,
    );

  return (
    <>
      <CartHints hints={cart.hints} />
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
                onMoveToFavorites={() => moveToFavorites([row.id])}
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
        onMoveSelected={() => moveToFavorites(selectedIds)}
        onCheckout={() => (changedRows.length > 0 ? setConfirmingChanges(true) : checkout())}
      />
      {confirmingChanges && changedRows.length > 0 && (
        <ChangesDialog rows={changedRows} pending={refresh.isPending} onAccept={acceptChanges} onDismiss={() => setConfirmingChanges(false)} />
      )}
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
