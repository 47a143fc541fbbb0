import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';

interface PastLastPageProps {
  page: number;
  lastPage: number;
  onGoToLast: () => void;
}

/** A page number beyond the goods (an old link, a typed URL): say so and offer the last page. */
export function PastLastPage({ page, lastPage, onGoToLast }: PastLastPageProps) {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" className="flex h-80 flex-col items-center justify-center gap-3 rounded-lg bg-white text-slate-600">
      <p>{t('list.pastEnd', { page, count: lastPage })}</p>
      <Button variant="secondary" onClick={onGoToLast}>
        {t('list.lastPage', { page: lastPage })}
      </Button>
    </div>
  );
}
