import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type PaymentInfo, type PaymentMethod } from '@shop/contract';
import { Button, ConfirmDialog, formatYuan, LoadFailed, Skeleton, useClickThrottle, useTimeLeft } from '@shop/shared';
import { PageHeader } from '@/components/page-header';
import { usePayment } from '../api/get-payment';
import { usePayOrder } from '../api/pay-order';
import { balanceAfter, balanceCovers, isPaidStatus, onlineMethods, parseTime, type OnlineOption } from '../lib/payment-rules';
import { MethodPicker } from './method-picker';
import { OrderCard } from './order-card';
import { OrderClosed } from './order-closed';
import { PaymentResult } from './payment-result';
import { GatewayPanel } from './gateway-panel';
import { TopUpOffer } from './top-up-offer';

interface Gateway {
  method: OnlineOption;
  payUrl: string | null;
  qrContent: string;
}

interface CashierViewProps {
  orderId: number;
  /** The gateway sent the shopper back with result=paid: a reason to ask the server, not proof. */
  returnedPaid: boolean;
}

/** The cashier: order, countdown, method, pay; then the result, or why it can no longer be paid. */
export function CashierView({ orderId, returnedPaid }: CashierViewProps) {
  const { t } = useTranslation('checkout');
  const [gateway, setGateway] = useState<Gateway | null>(null);
  // Anyone can type result=paid; the order is paid when order/payment says so. Until it does, a
  // shopper back from the gateway waits while the cashier keeps asking.
  const { data: info, isError, isFetching, refetch } = usePayment(orderId, returnedPaid || gateway !== null);
  const paid = info !== undefined && isPaidStatus(info.status);

  let body;
  if (!info) body = isError && !isFetching ? <LoadFailed onRetry={() => void refetch()} /> : <CashierSkeleton />;
  else if (paid) body = <PaymentResult orderId={orderId} amount={info.payable} />;
  else body = <PayOrder info={info} returnedPaid={returnedPaid} gateway={gateway} onGateway={setGateway} />;

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
  returnedPaid: boolean;
  gateway: Gateway | null;
  onGateway: (gateway: Gateway | null) => void;
}

function PayOrder({ info, returnedPaid, gateway, onGateway }: PayOrderProps) {
  const { t } = useTranslation('checkout');
  const deadline = parseTime(info.expires_at);
  const left = useTimeLeft(deadline);
  const expired = Number.isFinite(deadline) && left <= 0;
  const balanceUsable = balanceCovers(info);
  const online = onlineMethods(info);
  const [method, setMethod] = useState<PaymentMethod>(balanceUsable || online.length === 0 ? 'balance' : online[0]!.code);
  const [confirmingWallet, setConfirmingWallet] = useState(false);
  const payment = usePayOrder(info.order_id);

  const pay = () =>
    payment.mutate(method, {
      onSuccess: (answer) => {
        const chosen = online.find((option) => option.code === method);
        if (answer.status === 'pending' && chosen) onGateway({ method: chosen, payUrl: answer.pay_url, qrContent: answer.qr_content });
      },
      onSettled: () => setConfirmingWallet(false),
    });
  const throttle = useClickThrottle(pay);
  // The wallet pays at once, so the shopper first sees the amount and what will remain.
  const onPay = method === 'balance' ? () => setConfirmingWallet(true) : throttle.onClick;

  if (info.status === ORDER_STATUS.cancelled || expired) return <OrderClosed reason={expired ? 'expired' : 'cancelled'} />;

  return (
    <>
      <OrderCard orderNo={info.order_no} payable={info.payable} left={Number.isFinite(deadline) ? left : null} />
      <section aria-labelledby="pay-methods-title" className="rounded-lg bg-white px-8 py-6">
        <h2 id="pay-methods-title" className="mb-4 border-l-4 border-rose-600 pl-2 text-base font-semibold text-slate-800">
          {t('methods.title')}
        </h2>
        {gateway ? (
          <GatewayPanel
            method={gateway.method.code}
            methodName={gateway.method.name}
            payUrl={gateway.payUrl}
            qrContent={gateway.qrContent}
            onBack={() => onGateway(null)}
          />
        ) : (
          <>
            {returnedPaid && (
              <p role="status" className="mb-4 text-sm text-slate-500">
                {t('sandbox.waiting')}
              </p>
            )}
            <MethodPicker balance={info.balance} balanceUsable={balanceUsable} online={online} value={method} onChange={setMethod} />
            {!balanceUsable && <TopUpOffer info={info} canTopUp={online.length > 0} />}
            <div className="mt-8 flex justify-end">
              <Button pending={payment.isPending} disabled={throttle.disabled || (method === 'balance' && !balanceUsable)} onClick={onPay} className="h-12 w-44 text-lg">
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
          pending={payment.isPending}
          onConfirm={pay}
          onDismiss={() => setConfirmingWallet(false)}
        />
      )}
    </>
  );
}
