import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, ConfirmDialog, LoadFailed, Skeleton, formatYuan, useClickThrottle } from '@shop/shared';
import { PageHeader } from '@/components/page-header';
import { reportFailure } from '@/lib/report-failure';
import { payOrder } from '../api/pay-order';
import { useCountdown } from '../hooks/use-countdown';
import { usePaymentInfo } from '../hooks/use-payment-info';
import { usePaymentPolling } from '../hooks/use-payment-polling';
import { balanceAfter, balanceCovers, isPaidStatus, onlineMethod, parseTime } from '../payment-rules';
import { ORDER_CANCELLED, ORDER_PENDING, type MethodCode, type PaymentInfo } from '../types';
import { MethodPicker } from './method-picker';
import { OrderCard } from './order-card';
import { OrderClosed } from './order-closed';
import { PaymentResult } from './payment-result';
import { SandboxPanel } from './sandbox-panel';

interface CashierViewProps {
  orderId: number;
  /** The gateway sent the shopper back with result=paid. */
  returnedPaid: boolean;
}

/** The cashier: order, countdown, method, pay; then the result, or why it can no longer be paid. */
export function CashierView({ orderId, returnedPaid }: CashierViewProps) {
  const { t } = useTranslation('checkout');
  const { info, failed, reload } = usePaymentInfo(orderId);
  const [settledStatus, setSettledStatus] = useState<number | null>(null);
  const status = settledStatus ?? info?.status ?? ORDER_PENDING;
  const paid = returnedPaid || isPaidStatus(status);

  let body;
  if (failed) body = <LoadFailed onRetry={reload} />;
  else if (!info) body = <CashierSkeleton />;
  else if (paid) body = <PaymentResult orderId={orderId} amount={info.payable} />;
  else body = <PayOrder info={info} cancelled={status === ORDER_CANCELLED} onSettled={setSettledStatus} onRefused={reload} />;

  return (
    <>
      <PageHeader title={t('cashier.title')} step={paid ? 'done' : 'pay'} />
      {body}
    </>
  );
}

function CashierSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" aria-label={t('cashier.loading')}>
      <Skeleton className="mb-4 h-28 rounded-lg" />
      <Skeleton className="h-64 rounded-lg" />
    </div>
  );
}

interface PayOrderProps {
  info: PaymentInfo;
  cancelled: boolean;
  onSettled: (status: number) => void;
  onRefused: () => void;
}

function PayOrder({ info, cancelled, onSettled, onRefused }: PayOrderProps) {
  const { t } = useTranslation('checkout');
  const deadline = parseTime(info.expires_at);
  const left = useCountdown(deadline);
  const expired = Number.isFinite(deadline) && left <= 0;
  const balanceUsable = balanceCovers(info);
  const [method, setMethod] = useState<MethodCode>(balanceUsable ? 'balance' : 'sandbox');
  const [paying, setPaying] = useState(false);
  const [confirmingWallet, setConfirmingWallet] = useState(false);
  const [gateway, setGateway] = useState<{ payUrl: string; qrContent: string } | null>(null);
  const closed = cancelled || expired;

  usePaymentPolling(info.order_id, gateway !== null && !closed, onSettled);

  const pay = async () => {
    setPaying(true);
    try {
      const answer = await payOrder(info.order_id, method);
      if (answer.status === 'paid') onSettled(1);
      else setGateway({ payUrl: answer.pay_url, qrContent: answer.qr_content });
    } catch (error) {
      reportFailure(error, t('errors.actionFailed'));
      if (error instanceof ApiError && error.code === 402) onRefused();
    } finally {
      setPaying(false);
      setConfirmingWallet(false);
    }
  };
  const throttle = useClickThrottle(() => void pay());
  // The wallet pays at once, so the shopper first sees the amount and what will remain.
  const onPay = method === 'balance' ? () => setConfirmingWallet(true) : throttle.onClick;

  if (closed) return <OrderClosed reason={expired ? 'expired' : 'cancelled'} />;

  return (
    <>
      <OrderCard orderNo={info.order_no} payable={info.payable} left={Number.isFinite(deadline) ? left : null} />
      <section aria-labelledby="pay-methods-title" className="rounded-lg bg-white px-8 py-6">
        <h2 id="pay-methods-title" className="mb-4 border-l-4 border-rose-600 pl-2 text-base font-semibold text-slate-800">
          {t('methods.title')}
        </h2>
        {gateway ? (
          <SandboxPanel payUrl={gateway.payUrl} qrContent={gateway.qrContent} onBack={() => setGateway(null)} />
        ) : (
          <>
            <MethodPicker balance={info.balance} balanceUsable={balanceUsable} online={onlineMethod(info)} value={method} onChange={setMethod} />
            <div className="mt-8 flex justify-end">
              <Button pending={paying} disabled={throttle.disabled || (method === 'balance' && !balanceUsable)} onClick={onPay} className="h-12 w-44 text-lg">
                {t('methods.pay')}
              </Button>
            </div>
          </>
        )}
      </section>
      {confirmingWallet && (
        <ConfirmDialog
          title={t('walletConfirm.title')}
          message={
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt>{t('walletConfirm.amount')}</dt>
              <dd className="text-right font-semibold text-rose-700">¥{formatYuan(info.payable)}</dd>
              <dt>{t('walletConfirm.balance')}</dt>
              <dd className="text-right text-slate-800">¥{formatYuan(info.balance)}</dd>
              <dt>{t('walletConfirm.remaining')}</dt>
              <dd className="text-right text-slate-800">¥{formatYuan(balanceAfter(info))}</dd>
            </dl>
          }
          confirmLabel={t('walletConfirm.confirm')}
          dismissLabel={t('walletConfirm.dismiss')}
          pending={paying}
          onConfirm={() => void pay()}
          onDismiss={() => setConfirmingWallet(false)}
        />
      )}
    </>
  );
}
