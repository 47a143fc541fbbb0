import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryRegion } from '@shop/contract';
import { RegionPicker, useRegions } from '@shop/commerce';
import { LoadFailed, Skeleton } from '@shop/shared';

/**
 * The delivery district as a button ("浙江省 杭州市 西湖区 ▾") that opens the address book's three
 * lists; the region data loads when first opened. A district picked closes the panel.
 */
export function RegionChooser({ region, onChoose }: { region: DeliveryRegion | undefined; onChoose: (code: string) => void }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const regions = useRegions(open);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const place = region ? `${region.province} ${region.city} ${region.district}` : '';
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('buyBox.chooseRegion')}: ${place}`}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-2 py-0.5 text-slate-800 hover:border-rose-400"
      >
        <span data-testid="delivery-region">{place}</span>
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 transition-transform ${open ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </button>
      {open && (
        <div id={panelId} className="absolute left-0 top-full z-20 mt-1 w-[30rem] rounded-md border border-slate-200 bg-white p-4 shadow-lg">
          {regions.isPending && (
            <div aria-busy="true" aria-label={t('buyBox.loadingRegions')} className="grid grid-cols-3 gap-3">
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} className="h-10" />
              ))}
            </div>
          )}
          {regions.isError && <LoadFailed onRetry={() => void regions.refetch()} message={t('buyBox.regionsFailed')} />}
          {regions.data && (
            <RegionPicker
              tree={regions.data}
              initialCode={region?.code ?? ''}
              legend={t('buyBox.regionLabel')}
              onChange={(picked) => {
                if (!picked.region_code) return;
                onChoose(picked.region_code);
                close();
              }}
            />
          )}
          <div className="mt-3 text-right">
            <button type="button" onClick={close} className="text-sm text-slate-500 hover:text-rose-600">
              {t('buyBox.close')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
