import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';

/** What a section shows when its call failed: a short message and a retry. */
export function LoadFailed({ onRetry, className = '' }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="alert" className={`flex flex-col items-center justify-center gap-4 rounded-lg bg-white py-16 text-sm text-slate-500 ${className}`}>
      <p>{t('errors.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
