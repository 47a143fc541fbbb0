import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryRegion } from '@shop/contract';
import { RegionPanelLoading } from './region-panel-loading';

const RegionPanel = lazy(() => import(/* webpackChunkName: "region-panel" */ './region-panel'));

/**
 * The delivery district as a button ("浙江省 杭州市 西湖区 ▾") that opens the address book's three
 * lists; their code and the region data load when first opened. A district picked, Escape or a
 * click elsewhere closes the panel.
 */
export function RegionChooser({ region, onChoose }: { region: DeliveryRegion | undefined; onChoose: (code: string) => void }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chooser = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (refocus: boolean) => {
      setOpen(false);
      if (refocus) button.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close(true);
    const onPointer = (event: PointerEvent) => !chooser.current?.contains(event.target as Node) && close(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const closeAndFocus = () => {
    setOpen(false);
    button.current?.focus();
  };
  const place = region ? `${region.province} ${region.city} ${region.district}` : '';
  return (
    <div ref={chooser} className="relative">
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
        <div id={panelId} className="absolute left-0 top-full z-20 mt-1 w-[36rem] rounded-md border border-slate-200 bg-white p-4 shadow-lg">
          <Suspense fallback={<RegionPanelLoading />}>
            <RegionPanel
              initialCode={region?.code ?? ''}
              onChoose={(code) => {
                onChoose(code);
                closeAndFocus();
              }}
            />
          </Suspense>
          <div className="mt-3 text-right">
            <button type="button" onClick={closeAndFocus} className="text-sm text-slate-500 hover:text-rose-600">
              {t('buyBox.close')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
