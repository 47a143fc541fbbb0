import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentMethod } from '@shop/contract';
import { QrCode } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';
import { PaymentMethodMark } from './payment-method-mark';

interface GatewayPaymentProps {
  /** The provider paying: the sandbox, Alipay or WeChat Pay. */
  method: OnlinePaymentMethod;
  /** Its name in the reader's language, as the server gave it. */
  methodName: string;
  /** What the QR code holds: the sandbox's pay link, Alipay's qr_code, WeChat Pay's code_url (no code without it). */
  qrContent: string | null;
  /** The provider's pay page (Alipay's desktop page, the sandbox's); WeChat Pay has none. */
  payUrl: string | null;
  /** The way back, beside the button: another payment method, another amount. */
  backLabel: string;
  onBack: () => void;
  /** What heads the column beside the code (the amount of a top-up). */
  children?: ReactNode;
}

/**
 * Paying online, for an order or a top-up: the provider's QR code to scan with its app, the pay page
 * where the provider has one, the way back, and a line saying the page waits for the payment (the
 * server's word, not a redirect, says it is paid). The page around it shows the deadline.
 */
export function GatewayPayment({ method, methodName, qrContent, payUrl, backLabel, onBack, children }: GatewayPaymentProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  return (
    <div className="flex gap-10">
      {qrContent && (
        <figure className="flex flex-col items-center">
          <QrCode value={qrContent} label={t('pay.qrLabel', { name: methodName })} size={176} className="bg-white shadow-sm ring-1 ring-slate-200" />
          <figcaption className="mt-3 flex items-center gap-2 text-xs text-slate-600">
            <PaymentMethodMark method={method} className="h-5 w-5 text-[11px]" />
            {t(`pay.scanWith.${method}`)}
          </figcaption>
        </figure>
      )}
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-3 text-sm">
        <p className="flex items-center gap-2 text-base font-medium text-slate-800">
          <PaymentMethodMark method={method} className="h-7 w-7 text-sm" />
          {methodName}
        </p>
        {children}
        {qrContent && method === 'sandbox' && (
          <>
            <p className="text-slate-600">{t('pay.link')}</p>
            <a href={qrContent} data-testid="qr-content" className="block break-all rounded bg-slate-100 px-3 py-2 font-mono text-xs text-slate-700 hover:text-rose-700">
              {qrContent}
            </a>
          </>
        )}
        <div className="flex items-center gap-4">
          {payUrl && (
            <a href={payUrl} className="rounded-md bg-rose-600 px-5 py-2 text-white hover:bg-rose-700">
              {method === 'alipay' ? t('pay.openAlipay') : t('pay.open')}
            </a>
          )}
          <button type="button" onClick={onBack} className="text-slate-500 hover:text-rose-600">
            {backLabel}
          </button>
        </div>
        <p role="status" className="flex items-center gap-2 text-slate-500">
          <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-rose-500 border-t-transparent" />
          {t('pay.waiting')}
        </p>
      </div>
    </div>
  );
}
