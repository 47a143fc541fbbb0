import type { OrderPrintout as Printout, PrintoutKind } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatYuan } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';

const yuan = (value: string) => `¥${formatYuan(value)}`;

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, value], index) => (
        <div key={`${term}-${index}`} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded border border-slate-300 p-3">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{title}</h3>
      {children}
    </section>
  );
}

/** Where the goods go: the express recipient, or the store the member collects them from. */
function Destination({ printout }: { printout: Printout }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { address, store } = printout;
  if (store) {
    return (
      <Block title={t('order.store')}>
        <Facts rows={[[t('order.store'), store.name], [t('order.phone'), store.phone], [t('order.hours'), store.business_hours], ['', store.address], [t('order.member'), printout.member_name]]} />
      </Block>
    );
  }
  if (!address) return null;
  const where = [address.country, address.province, address.city, address.district, address.address, address.address2].filter(Boolean).join(' ');
  return (
    <Block title={t('order.recipient')}>
      <Facts
        rows={[
          [t('order.recipientName'), `${address.accept_name} ${address.mobile}`],
          ['', `${where}${address.zip ? ` ${address.zip}` : ''}`],
          ...(printout.express ? ([[t('order.courier'), `${printout.express.company} ${printout.express.tracking_no}`]] as Array<[string, string]>) : []),
        ]}
      />
    </Block>
  );
}

/** Who the invoice is made out to, and how it was paid. */
function BillTo({ printout }: { printout: Printout }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { invoice } = printout;
  return (
    <Block title={t('order.billTo')}>
      {invoice ? (
        <Facts
          rows={[
            [t('order.billTo'), `${invoice.header} (${t(`order.headerTypes.${invoice.header_type}`)})`],
            ...(invoice.tax_no ? ([[t('order.taxNo'), invoice.tax_no]] as Array<[string, string]>) : []),
            [t('order.invoiceType'), t(`order.invoiceTypes.${invoice.invoice_type}`)],
            [t('order.phone'), invoice.phone],
            [t('order.email'), invoice.email],
          ]}
        />
      ) : (
        <Facts rows={[[t('order.member'), printout.member_name]]} />
      )}
      {invoice ? null : <p className="mt-1 text-xs text-slate-500">{t('order.noHeader')}</p>}
    </Block>
  );
}

/**
 * An order's packing slip or invoice on an A4 sheet, from the contract's printout (the same for the
 * back office and the member): the shop and the order, where it goes, the lines and the totals; the
 * invoice adds its header and the payment, the slip a line to sign.
 */
export function OrderPrintout({ printout, kind = printout.kind }: { printout: Printout; kind?: PrintoutKind }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const totals: Array<[string, string]> = [
    [t('order.goodsAmount'), yuan(printout.goods_amount)],
    [t('order.freight'), yuan(printout.freight)],
    [t('order.discount'), `-${yuan(printout.discount)}`],
    ...(printout.points_spent ? ([[t('order.pointsSpent'), t('order.points', { count: printout.points_spent })]] as Array<[string, string]>) : []),
    [t('order.payable'), yuan(printout.payable)],
    [t('order.paid'), printout.paid_at ? yuan(printout.paid_amount) : t('order.notPaid')],
    ...(kind === 'invoice' && !printout.payment_method && printout.paid_at && printout.points_spent ? ([[t('order.payment'), t('order.paidWithPoints')]] as Array<[string, string]>) : []),
    ...(kind === 'invoice' && printout.payment_method ? ([[t('order.payment'), t(`order.methods.${printout.payment_method}`)]] as Array<[string, string]>) : []),
  ];
  return (
    <article aria-label={`${t(`order.${kind}`)} ${printout.order_no}`} className="space-y-4 text-sm">
      <header className="flex items-start justify-between border-b-2 border-slate-800 pb-3">
        <div>
          <p className="text-lg font-bold">{printout.shop_name}</p>
          <h2 className="text-2xl font-bold tracking-wide">{t(`order.${kind}`)}</h2>
        </div>
        <Facts
          rows={[
            [t('order.orderNo'), <span className="font-mono">{printout.order_no}</span>],
            [t('order.status'), printout.status_text],
            [t('order.createdAt'), formatDateTime(printout.created_at)],
            ...(printout.paid_at ? ([[t('order.paidAt'), formatDateTime(printout.paid_at)]] as Array<[string, string]>) : []),
            [t('order.printedAt'), formatDateTime(printout.printed_at)],
          ]}
        />
      </header>
      <div className="grid grid-cols-2 gap-3">
        <Destination printout={printout} />
        {kind === 'invoice' ? <BillTo printout={printout} /> : null}
      </div>
      <table className="w-full border-collapse text-sm" aria-label={t('order.items')}>
        <thead>
          <tr className="border-b border-slate-400 text-left text-xs text-slate-600">
            <th scope="col" className="py-1.5 pr-2 font-medium">{t('order.goods')}</th>
            <th scope="col" className="py-1.5 pr-2 font-medium">{t('order.sku')}</th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">{t('order.price')}</th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">{t('order.quantity')}</th>
            <th scope="col" className="py-1.5 text-right font-medium">{t('order.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {printout.items.map((item, index) => (
            <tr key={index} className="border-b border-slate-200">
              <td className="py-1.5 pr-2">{item.name}</td>
              <td className="py-1.5 pr-2 text-slate-600">{item.sku_text}</td>
              <td className="py-1.5 pr-2 text-right">{yuan(item.price)}</td>
              <td className="py-1.5 pr-2 text-right">{item.quantity}</td>
              <td className="py-1.5 text-right">{yuan(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ml-auto w-64">
        <Facts rows={totals} />
      </div>
      {printout.remark ? <Facts rows={[[t('order.remark'), printout.remark]]} /> : null}
      {kind === 'slip' ? (
        <footer className="grid grid-cols-2 gap-6 pt-10 text-sm text-slate-600">
          <p className="border-t border-slate-400 pt-1">{t('order.checkedBy')}</p>
          <p className="border-t border-slate-400 pt-1">{t('order.signature')}</p>
        </footer>
      ) : null}
    </article>
  );
}
