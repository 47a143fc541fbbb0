import { useTranslation } from 'react-i18next';
import { QrCode } from '@shop/shared';

interface SandboxPanelProps {
  qrContent: string;
  payUrl: string;
  onBack: () => void;
}

/** The online (sandbox) payment: a scannable QR code of the pay link, the link itself, and waiting. */
export function SandboxPanel({ qrContent, payUrl, onBack }: SandboxPanelProps) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-label={t('sandbox.label')} className="flex gap-10 rounded-md border border-slate-200 p-6">
      <figure className="flex flex-col items-center">
        <QrCode value={qrContent} label={t('sandbox.qrLabel')} size={176} className="bg-white shadow-sm ring-1 ring-slate-200" />
        <figcaption className="mt-3 text-xs text-slate-500">{t('sandbox.scan')}</figcaption>
      </figure>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-3 text-sm">
        <p className="text-slate-600">{t('sandbox.qrContent')}</p>
        <a href={qrContent} data-testid="qr-content" className="block break-all rounded bg-slate-100 px-3 py-2 font-mono text-xs text-slate-700 hover:text-rose-700">
          {qrContent}
        </a>
        <div className="flex items-center gap-4">
          <a href={payUrl} className="rounded-md bg-rose-600 px-5 py-2 text-white hover:bg-rose-700">
            {t('sandbox.open')}
          </a>
          <button type="button" onClick={onBack} className="text-slate-500 hover:text-rose-600">
            {t('sandbox.other')}
          </button>
        </div>
        <p role="status" className="flex items-center gap-2 text-slate-500">
          <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-rose-500 border-t-transparent" />
          {t('sandbox.waiting')}
        </p>
      </div>
    </section>
  );
}
