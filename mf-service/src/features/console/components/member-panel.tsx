import { useTranslation } from 'react-i18next';
import type { ServiceMemberOrder } from '@shop/contract';
import { formatDate, LoadFailed, Price, Skeleton } from '@shop/shared';
import { useConversationMember } from '../api/get-member';
import { useDeskContext } from '../hooks/desk-context';
import { MemberAvatar } from './member-avatar';

function MemberSkeleton() {
  const { t } = useTranslation('service');
  return (
    <div role="status" aria-label={t('console.member.loading')} className="space-y-4 p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="h-14 w-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-3 w-32" />
        </div>
      </div>
      <Skeleton className="h-16 w-full" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

function OrderRow({ order, conversationId }: { order: ServiceMemberOrder; conversationId: number }) {
  const { t } = useTranslation('service');
  const { socket } = useDeskContext();
  const send = () =>
    socket.send(
      { kind: 'order', order_id: order.id },
      {
        conversationId,
        card: { type: 'order', ...order },
      },
    );
  return (
    <li className="flex gap-2.5 py-2.5">
      {order.image ? (
        <img src={order.image} alt="" className="h-12 w-12 shrink-0 rounded border border-slate-100 object-cover" />
      ) : (
        <span className="h-12 w-12 shrink-0 rounded bg-slate-100" />
      )}
      <div className="min-w-0 flex-1 text-xs leading-5">
        <p className="truncate text-slate-700">{order.order_no}</p>
        <p className="flex items-center justify-between gap-2">
          <span className="text-rose-600">{order.status_text}</span>
          <Price value={order.total} className="font-semibold text-slate-800" />
        </p>
        <p className="flex items-center justify-between gap-2 text-slate-500">
          {formatDate(order.created_at)}
          <button
            type="button"
            onClick={send}
            aria-label={t('console.member.sendOrder', { no: order.order_no })}
            className="rounded border border-rose-200 px-1.5 leading-5 text-rose-600 hover:bg-rose-50"
          >
            {t('console.member.send')}
          </button>
        </p>
      </div>
    </li>
  );
}

/** The right column: who the member is, what they have bought, and their latest orders, each one click from the chat. */
export function MemberPanel({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('service');
  const member = useConversationMember(conversationId);
  if (member.isPending) return <MemberSkeleton />;
  if (member.isError) return <LoadFailed onRetry={() => void member.refetch()} className="py-10" />;
  const { recent_orders: orders, ...profile } = member.data;
  const facts = [
    { label: t('console.member.mobile'), value: profile.mobile || t('console.member.noMobile') },
    { label: t('console.member.joined'), value: formatDate(profile.joined_at) },
    { label: t('console.member.orders'), value: String(profile.order_count) },
    { label: t('console.member.spent'), value: <Price value={profile.spent} className="font-semibold text-rose-700" /> },
  ];
  return (
    <div className="p-4">
      <div className="flex items-center gap-3">
        <MemberAvatar name={profile.name} avatar={profile.avatar} size="lg" />
        <p className="min-w-0 truncate text-base font-semibold text-slate-800">{profile.name}</p>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 rounded-md bg-slate-50 px-3 py-2.5 text-xs">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-slate-500">{fact.label}</dt>
            <dd className="text-right text-slate-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-800">{t('console.member.recent')}</h3>
      {orders.length === 0 ? (
        <p className="py-6 text-center text-xs text-slate-500">{t('console.member.noOrders')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} conversationId={conversationId} />
          ))}
        </ul>
      )}
    </div>
  );
}
