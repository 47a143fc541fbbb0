import { useTranslation } from 'react-i18next';
import type { ChatCard } from '@shop/contract';
import { LazyImage, Price, Skeleton } from '@shop/shared';
import { ComposerPopover } from '@/components/composer-popover';
import { orderCardOf } from '../api/get-order-preview';
import { useRecentOrders } from '../api/get-recent-orders';

function RecentOrders({ onSend, onClose }: { onSend: (card: ChatCard) => void; onClose: () => void }) {
  const { t } = useTranslation('service');
  const orders = useRecentOrders();
  return (
    <>
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-700">{t('chat.orders.title')}</h2>
        <button type="button" onClick={onClose} aria-label={t('chat.orders.close')} className="flex h-7 w-7 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {!orders.data ? (
        <div role="status" aria-label={t('chat.orders.loading')} className="space-y-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </div>
      ) : orders.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('chat.orders.empty')}</p>
      ) : (
        <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto">
          {orders.data.map((order) => {
            const card = orderCardOf(order);
            return (
              <li key={order.id} className="flex items-center gap-3 py-2">
                <LazyImage src={card.image} alt="" className="h-10 w-10 shrink-0 rounded object-cover ring-1 ring-slate-100" />
                <div className="min-w-0 flex-1 text-xs text-slate-500">
                  <p className="truncate font-mono text-sm text-slate-800">{order.order_no}</p>
                  <p>
                    {order.status_text} · <Price value={order.payable} />
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => {
                    onSend(card);
                    onClose();
                  }}
                  aria-label={t('chat.orders.sendNamed', { no: order.order_no })}
                  className="rounded border border-rose-600 px-3 py-1 text-xs text-rose-700 hover:bg-rose-600 hover:text-white"
                >
                  {t('chat.orders.send')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** The composer's order tool: the member's latest orders (asked for when it opens), each with a Send button. */
export function RecentOrdersPicker({ onSend, disabled = false }: { onSend: (card: ChatCard) => void; disabled?: boolean }) {
  const { t } = useTranslation('service');
  return (
    <ComposerPopover
      label={t('chat.composer.order')}
      panelLabel={t('chat.orders.title')}
      disabled={disabled}
      data-testid="chat-orders"
      panelClassName="w-[420px] p-3 ring-1 ring-slate-200"
      icon={
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" strokeLinejoin="round" />
          <path d="M9 8h6M9 12h6" strokeLinecap="round" />
        </svg>
      }
    >
      {(close) => <RecentOrders onSend={onSend} onClose={close} />}
    </ComposerPopover>
  );
}
