import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';

interface SandboxPaymentProps {
  /** What the QR code holds: the gateway's pay link (no code and no link without it). */
  qrContent: string | null;
  /** The gateway's pay page (no button without it). */
  payUrl: string | null;
  /** The way back, beside the button: another payment method, another amount. */
  backLabel: string;
  onBack: () => void;
  /** What heads the column beside the code (the amount of a top-up). */
  children?: ReactNode;
}

/**
 * Paying at the sandbox gateway, for an order or a top-up: the pay link's QR code to scan, the link
 * itself, a button to the pay page, the way back, and a line saying the page waits for the payment.
 */
export function SandboxPayment({ qrContent, payUrl, backLabel, onBack, children }: SandboxPaymentProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  return (
    <div className="flex gap-10">
      {qrContent && (
        <figure className="flex flex-col items-center">
          <QrCode value={qrContent} label={t('pay.qrLabel')} size={176} className="bg-white shadow-sm ring-1 ring-slate-200" />
          <figcaption className="mt-3 text-xs text-slate-500">{t('pay.scan')}</figcaption>
        </figure>
      )}
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-3 text-sm">
        {children}
        {qrContent && (
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
              {t('pay.open')}
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
