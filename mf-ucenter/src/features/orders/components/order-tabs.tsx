import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TABS, type OrderCounts, type OrderTab } from '@shop/contract';
import { tabLabelKey } from '../lib/order-status';

interface OrderTabsProps {
  current: OrderTab;
  counts: OrderCounts | null;
  panelId: string;
  idPrefix: string;
  onSelect: (tab: OrderTab) => void;
}

export const tabId = (prefix: string, tab: OrderTab) => `${prefix}-tab-${tab}`;

/** The spec's seven order tabs with their counts; arrow keys, Home and End move between them. */
export function OrderTabs({ current, counts, panelId, idPrefix, onSelect }: OrderTabsProps) {
  const { t } = useTranslation('ucenter');

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (i) => (i + 1) % ORDER_TABS.length,
      ArrowLeft: (i) => (i - 1 + ORDER_TABS.length) % ORDER_TABS.length,
      Home: () => 0,
      End: () => ORDER_TABS.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = ORDER_TABS[move(ORDER_TABS.indexOf(current))] ?? current;
    onSelect(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };

  return (
    <div role="tablist" aria-label={t('orders.tabs.label')} className="flex border-b border-slate-200 px-2">
      {ORDER_TABS.map((tab) => {
        const selected = tab === current;
        const count = counts?.[tab];
        return (
          <button
            key={tab}
            id={tabId(idPrefix, tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onSelect(tab)}
            onKeyDown={onKeyDown}
            className={`relative -mb-px border-b-2 px-4 py-3.5 text-sm transition-colors ${
              selected ? 'border-rose-600 font-semibold text-rose-700' : 'border-transparent text-slate-600 hover:text-rose-600'
            }`}
          >
            {t(tabLabelKey(tab))}{' '}
            {/* The count's room is kept while it loads: the tabs wrap the same way before and after. */}
            <span aria-hidden={count === undefined || undefined} className={`inline-block min-w-[1ch] ${count !== undefined && count > 0 && tab !== 'all' ? 'text-rose-700' : 'text-slate-500'}`}>
              {count ?? '\u00a0'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
