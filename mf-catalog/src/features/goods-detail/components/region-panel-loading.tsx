import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** The region lists' place while their code or the region data loads. */
export function RegionPanelLoading() {
  const { t } = useTranslation('catalog');
  return (
    <div aria-busy="true" aria-label={t('buyBox.loadingRegions')} className="grid grid-cols-3 gap-3">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-10" />
      ))}
    </div>
  );
}
