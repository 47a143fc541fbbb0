import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/contract';
import { useRegions } from '@shop/commerce';
import { LoadFailed, Skeleton } from '@shop/shared';
import { AddressForm } from './address-form';

/** The panel where an address is added or edited; it opens once the region data has loaded. */
export function AddressEditor({ address, onDone }: { address?: Address; onDone: () => void }) {
  const { t } = useTranslation('ucenter');
  const regions = useRegions();
  const title = t(address ? 'address.editTitle' : 'address.newTitle');
  return (
    <section aria-label={title} className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-5">
      <h2 className="mb-4 text-sm font-semibold text-slate-700">{title}</h2>
      {regions.isPending && (
        <div aria-busy="true" aria-label={t('address.region.loading')} className="grid grid-cols-3 gap-4">
          {Array.from({ length: 9 }, (_, n) => (
            <Skeleton key={n} className="h-10" />
          ))}
        </div>
      )}
      {regions.isError && <LoadFailed onRetry={() => void regions.refetch()} message={t('address.region.failed')} />}
      {regions.data && <AddressForm tree={regions.data} address={address} onDone={onDone} />}
    </section>
  );
}
