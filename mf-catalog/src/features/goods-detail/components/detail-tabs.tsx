import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '@shop/contract';
import { SanitizedHtml } from '@shop/shared';
import { Reviews } from './reviews';

type Tab = 'details' | 'reviews';
const TABS: Tab[] = ['details', 'reviews'];

/** "Details" (the sanitised description) and "Reviews (N)". */
export function DetailTabs({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('catalog');
  const [tab, setTab] = useState<Tab>('details');
  const id = useId();
  const label = (name: Tab) => (name === 'details' ? t('tabs.details') : t('tabs.reviews', { count: goods.comment?.total ?? 0 }));

  // Arrows move between the tabs (WAI-ARIA tabs pattern); Tab itself goes on to the panel.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    // With two tabs, either arrow moves to the other one.
    const next: Tab = tab === 'details' ? 'reviews' : 'details';
    setTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <div className="min-w-0 flex-1 rounded-lg bg-white">
      <div role="tablist" aria-label={t('tabs.label')} className="flex border-b border-slate-200 bg-slate-50">
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
            className={`-mb-px h-12 border-t-2 px-8 text-sm transition-colors ${tab === name ? 'border-rose-600 bg-white font-medium text-rose-700' : 'border-transparent text-slate-600 hover:text-rose-600'}`}
          >
            {label(name)}
          </button>
        ))}
      </div>
      <div id={`${id}-details-panel`} role="tabpanel" aria-labelledby={`${id}-details-tab`} hidden={tab !== 'details'} className="p-6">
        {goods.content ? (
          <SanitizedHtml data-testid="goods-content" className="goods-content mx-auto max-w-[790px] text-sm leading-7 text-slate-700" html={goods.content} />
        ) : (
          <p className="py-16 text-center text-sm text-slate-500">{t('goods.noContent')}</p>
        )}
      </div>
      <div id={`${id}-reviews-panel`} role="tabpanel" aria-labelledby={`${id}-reviews-tab`} hidden={tab !== 'reviews'} className="p-6">
        <Reviews goodsId={goods.id} counts={goods.comment?.counts} active={tab === 'reviews'} />
      </div>
    </div>
  );
}
