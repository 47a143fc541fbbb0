import { useTranslation } from 'react-i18next';
import { SandboxPayment } from '@shop/commerce';

interface SandboxPanelProps {
  qrContent: string;
  payUrl: string | null;
  onBack: () => void;
}

/** The online (sandbox) payment: a scannable QR code of the pay link, the link itself, and waiting. */
export function SandboxPanel({ qrContent, payUrl, onBack }: SandboxPanelProps) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-label={t('sandbox.label')} className="rounded-md border border-slate-200 p-6">
      <SandboxPayment qrContent={qrContent} payUrl={payUrl} backLabel={t('sandbox.other')} onBack={onBack} />
    </section>
  );
}
