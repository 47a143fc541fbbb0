import { useTranslation } from 'react-i18next';
import type { OrderWindowDates } from '@shop/contract';
import { Link } from 'react-router-dom';
import { Button, ConfirmDialog, cashierPath, evaluatePath, orderDetailPath, refundPath } from '@shop/shared';
import { useOrderActions } from '../hooks/use-order-actions';
import { orderActions } from '../lib/order-status';

interface OrderActionsProps {
  order: { id: number; status: number; windows?: OrderWindowDates };
  /** The list card links to the detail; the detail page does not. */
  withDetails?: boolean;
  layout?: 'column' | 'row';
}

const linkButton = 'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium transition-colors';

/** What the member may do with an order in its status: the same buttons on the list card and the detail. */
export function OrderActions({ order, withDetails = false, layout = 'column' }: OrderActionsProps) {
  const { t } = useTranslation('ucenter');
  const { pending, asking, ask, dismiss, confirm, buyAgain } = useOrderActions(order.id);
  const actions = orderActions(order.status, order.windows);
  const size = layout === 'column' ? 'w-28 px-0 py-1.5' : '';

  return (
    <div className={layout === 'column' ? 'flex flex-col items-center gap-2' : 'flex flex-wrap items-center gap-3'}>
      {actions.includes('pay') && (
        <Link to={cashierPath(order.id)} className={`${linkButton} ${size} bg-rose-600 text-white hover:bg-rose-700`}>
          {t('orders.actions.pay')}
        </Link>
      )}
      {actions.includes('confirmReceipt') && (
        <Button className={size} onClick={() => ask('confirmReceipt')} disabled={pending}>
          {t('orders.actions.confirmReceipt')}
        </Button>
      )}
      {actions.includes('review') && (
        <Link to={evaluatePath(order.id)} className={`${linkButton} ${size} bg-rose-600 text-white hover:bg-rose-700`}>
          {t('review.action')}
        </Link>
      )}
      {actions.includes('buyAgain') && (
        <Button variant="secondary" className={size} onClick={() => void buyAgain()} pending={pending}>
          {t('orders.actions.buyAgain')}
        </Button>
      )}
      {withDetails && (
        <Link to={orderDetailPath(order.id)} className="text-sm text-slate-600 hover:text-rose-600">
          {t('orders.actions.details')}
        </Link>
      )}
      {(actions.includes('refund') || actions.includes('afterSales')) && (
        <Link to={refundPath(order.id)} className="text-sm text-slate-600 hover:text-rose-600">
          {t(actions.includes('refund') ? 'refund.actions.apply' : 'refund.actions.view')}
        </Link>
      )}
      {actions.includes('cancel') && (
        <button
          type="button"
          onClick={() => ask('cancel')}
          disabled={pending}
          className="text-sm text-slate-500 hover:text-rose-600 disabled:cursor-not-allowed disabled:text-slate-300"
        >
          {t('orders.actions.cancel')}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={t(`orders.${asking}.title`)}
          message={t(`orders.${asking}.message`)}
          confirmLabel={t(`orders.${asking}.confirm`)}
          dismissLabel={t(`orders.${asking}.dismiss`)}
          pending={pending}
          onConfirm={() => void confirm()}
          onDismiss={dismiss}
        />
      )}
    </div>
  );
}
