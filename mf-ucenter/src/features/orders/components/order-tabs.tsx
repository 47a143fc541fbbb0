import { useTranslation } from 'react-i18next';
import { ORDER_TABS, type OrderCounts, type OrderTab } from '@shop/contract';
import { TabBar } from '@shop/commerce';
import { tabLabelKey } from '../lib/order-status';

interface OrderTabsProps {
  current: OrderTab;
  counts: OrderCounts | null;
  panelId: string;
  idPrefix: string;
  onSelect: (tab: OrderTab) => void;
}

/** The spec's seven order tabs with their counts; arrow keys, Home and End move between them. */
export function OrderTabs({ current, counts, panelId, idPrefix, onSelect }: OrderTabsProps) {
  const { t } = useTranslation('ucenter');
  const tabs = ORDER_TABS.map((tab) => {
    const count = counts?.[tab];
    return {
      id: tab,
      label: (
        <>
          {t(tabLabelKey(tab))}{' '}
          {/* The count's room is kept while it loads: the tabs wrap the same way before and after. */}
          <span aria-hidden={count === undefined || undefined} className={`inline-block min-w-[1ch] ${count !== undefined && count > 0 && tab !== 'all' ? 'text-rose-700' : 'text-slate-500'}`}>
            {count ?? '\u00a0'}
          </span>
        </>
      ),
    };
  });
  return <TabBar label={t('orders.tabs.label')} tabs={tabs} current={current} onSelect={onSelect} idPrefix={idPrefix} panelId={panelId} />;
}
