import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface LoadFailedProps {
  onRetry: () => void;
  /** What failed, when the generic message says too little. */
  message?: string;
  className?: string;
}

/** What a section shows when its call failed: a short message and a retry. */
export function LoadFailed({ onRetry, message, className = '' }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={`flex flex-col items-center justify-center gap-4 rounded-lg bg-white py-16 text-sm text-slate-600 ${className}`}>
      <p>{message ?? t('loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
