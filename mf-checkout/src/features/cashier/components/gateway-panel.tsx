import { useTranslation } from 'react-i18next';
import type { OnlinePaymentMethod } from '@shop/contract';
import { GatewayPayment } from '@shop/commerce';

interface GatewayPanelProps {
  method: OnlinePaymentMethod;
  methodName: string;
  qrContent: string;
  payUrl: string | null;
  onBack: () => void;
}

/** Paying the order online: the provider's QR code, its pay page where it has one, and waiting (the order card above counts down). */
export function GatewayPanel({ method, methodName, qrContent, payUrl, onBack }: GatewayPanelProps) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-label={t('sandbox.label')} className="rounded-md border border-slate-200 p-6">
      <GatewayPayment method={method} methodName={methodName} qrContent={qrContent} payUrl={payUrl} backLabel={t('sandbox.other')} onBack={onBack} />
    </section>
  );
}
