import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot as Invoice } from '@shop/contract';
import { DetailBox, InfoList } from './detail-box';

/** The invoice the member asked for at checkout. */
export function OrderInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('ucenter');
  return (
    <DetailBox title={t('orders.invoice.title')}>
      <InfoList
        rows={[
          [t('orders.invoice.headerType'), t(`orders.invoice.headerTypes.${invoice.header_type}`)],
          [t('orders.invoice.header'), invoice.header],
          Boolean(invoice.tax_no) && [t('orders.invoice.taxNo'), invoice.tax_no],
          [t('orders.invoice.phone'), invoice.phone],
          [t('orders.invoice.email'), invoice.email],
          [t('orders.invoice.type'), t(`orders.invoice.types.${invoice.invoice_type}`)],
        ]}
      />
    </DetailBox>
  );
}
