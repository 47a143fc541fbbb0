import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminMemberOrder } from '@shop/contract';
import { DataTable, formatDateTime, Price, type DataColumn } from '@shop/shared';
import { orderStatusName } from '../lib/order-status-name';

/** The member's last orders, each linking to its back-office page. */
export function MemberRecentOrders({ orders }: { orders: AdminMemberOrder[] }) {
  const { t } = useTranslation('ucenter');
  const status = (code: number) => {
    const name = orderStatusName(code);
    return name ? t(`adminMember.orderStatus.${name}`) : String(code);
  };
  const columns: DataColumn<AdminMemberOrder>[] = [
    {
      key: 'order_no',
      header: t('adminMember.columns.orderNo'),
      cell: (order) => (
        <Link to={`/admin/order/detail?id=${order.id}`} aria-label={t('adminMember.detail.viewOrder', { no: order.order_no })} className="text-rose-600 hover:underline">
          {order.order_no}
        </Link>
      ),
    },
    { key: 'status', header: t('adminMember.columns.status'), cell: (order) => status(order.status) },
    { key: 'quantity', header: t('adminMember.columns.items'), cell: (order) => order.quantity, align: 'right' },
    { key: 'payable', header: t('adminMember.columns.amount'), cell: (order) => <Price value={order.payable} />, align: 'right' },
    { key: 'created_at', header: t('adminMember.columns.time'), cell: (order) => formatDateTime(order.created_at), width: 'w-44' },
  ];
  return (
    <section aria-labelledby="member-recent-orders" className="mb-4">
      <h2 id="member-recent-orders" className="mb-2 text-sm font-semibold text-slate-700">
        {t('adminMember.detail.recentOrders')}
      </h2>
      <DataTable label={t('adminMember.detail.recentOrders')} columns={columns} rows={orders} rowKey={(order) => order.id} empty={t('adminMember.detail.noOrders')} />
    </section>
  );
}
