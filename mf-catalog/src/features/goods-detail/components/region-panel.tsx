import { useTranslation } from 'react-i18next';
import { RegionPicker, useRegions } from '@shop/commerce';
import { LoadFailed } from '@shop/shared';
import { RegionPanelLoading } from './region-panel-loading';

/**
 * The three region lists of the delivery chooser, in a chunk of their own (as the region data is):
 * most visitors never open them.
 */
export default function RegionPanel({ initialCode, onChoose }: { initialCode: string; onChoose: (code: string) => void }) {
  const { t } = useTranslation('catalog');
  const regions = useRegions();
  if (regions.isError) return <LoadFailed onRetry={() => void regions.refetch()} message={t('buyBox.regionsFailed')} />;
  if (!regions.data) return <RegionPanelLoading />;
  return (
    <RegionPicker
      tree={regions.data}
      initialCode={initialCode}
      legend={t('buyBox.regionLabel')}
      onChange={(picked) => {
        if (picked.region_code) onChoose(picked.region_code);
      }}
    />
  );
}
