import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DISPATCH_CUTOFF_MAX, DISPATCH_CUTOFF_MIN, type AdminSiteSettings } from '@shop/contract';
import { RegionPicker, useRegions } from '@shop/commerce';
import { LoadFailed, Skeleton } from '@shop/shared';

const HOURS = Array.from({ length: DISPATCH_CUTOFF_MAX - DISPATCH_CUTOFF_MIN + 1 }, (_, n) => DISPATCH_CUTOFF_MIN + n);

/** Where parcels ship from (the address book's region lists) and the same-day cut-off: what the buy box's arrival estimate counts from. */
export function DeliveryFields({ control, shipFromProblem }: { control: Control<AdminSiteSettings>; shipFromProblem?: string | undefined }) {
  const { t } = useTranslation('home');
  const regions = useRegions();
  const shipFrom = useController({ name: 'ship_from_code', control });
  const cutoff = useController({ name: 'dispatch_cutoff_hour', control });
  return (
    <div className="grid grid-cols-3 items-start gap-6">
      <div className="col-span-2">
        {regions.isPending && <Skeleton className="h-16" />}
        {regions.isError && <LoadFailed onRetry={() => void regions.refetch()} />}
        {regions.data && (
          <RegionPicker
            tree={regions.data}
            initialCode={shipFrom.field.value}
            legend={t('site.shipFrom')}
            error={shipFromProblem}
            onChange={(picked) => shipFrom.field.onChange(picked.region_code)}
          />
        )}
      </div>
      <label className="block text-slate-700">
        <span className="mb-1 block">{t('site.cutoff')}</span>
        <select
          value={cutoff.field.value}
          onChange={(event) => cutoff.field.onChange(Number(event.target.value))}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30"
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {t('site.hour', { hour })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
