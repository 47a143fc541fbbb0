import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TabBar, tabElementId } from '@shop/commerce';
import { INVOICE_TABS, useInvoiceTab } from '../hooks/use-invoice-tab';
import { InvoicedOrders } from './invoiced-orders';
import { InvoiceHeaders } from './invoice-headers';

/** The invoice box: the saved headers, and the orders that asked for an invoice, as two tabs. */
export function InvoiceBox() {
  const { t } = useTranslation('ucenter');
  const { tab, page, setTab, setPage } = useInvoiceTab();
  const prefix = useId();
  const panelId = `${prefix}-panel`;

  return (
    <div className="rounded-lg bg-white">
      <h1 className="px-6 pt-5 text-xl font-semibold text-slate-800">{t('invoice.title')}</h1>
      <div className="mt-3">
        <TabBar
          label={t('invoice.tabs.label')}
          tabs={INVOICE_TABS.map((id) => ({ id, label: t(`invoice.tabs.${id}`) }))}
          current={tab}
          onSelect={(next) => setTab(next)}
          idPrefix={prefix}
          panelId={panelId}
        />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabElementId(prefix, tab)} className="p-6">
        {tab === 'headers' ? <InvoiceHeaders /> : <InvoicedOrders page={page} onPage={setPage} />}
      </div>
    </div>
  );
}
