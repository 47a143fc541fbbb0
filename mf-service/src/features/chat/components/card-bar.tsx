import { useTranslation } from 'react-i18next';
import type { ChatCard } from '@shop/contract';
import { Button, LazyImage, Price, Skeleton } from '@shop/shared';

interface CardBarProps {
  kind: 'goods' | 'order';
  /** The card, or undefined while it loads. */
  card: ChatCard | undefined;
  onSend: (card: ChatCard) => void;
  onDismiss: () => void;
}

/** Above the composer when the member came from a product or an order: that card, ready to send. */
export function CardBar({ kind, card, onSend, onDismiss }: CardBarProps) {
  const { t } = useTranslation('service');
  const title = t(kind === 'goods' ? 'chat.cardBar.goods' : 'chat.cardBar.order');
  return (
    <div role="group" aria-label={title} className="flex items-center gap-3 border-t border-slate-200 bg-rose-50/60 px-4 py-2" data-testid="chat-card-bar">
      <p className="w-28 shrink-0 text-xs font-medium text-rose-700">{title}</p>
      {card ? (
        <>
          <LazyImage src={card.image} alt="" className="h-12 w-12 shrink-0 rounded object-cover ring-1 ring-slate-200" />
          <div className="min-w-0 flex-1 text-sm">
            {card.type === 'goods' ? (
              <>
                <p className="truncate text-slate-800">{card.name}</p>
                <Price value={card.price} className="text-rose-600" />
              </>
            ) : (
              <>
                <p className="truncate font-mono text-slate-800">{t('chat.orderNo', { no: card.order_no })}</p>
                <p className="text-xs text-slate-500">
                  {card.status_text} · {t('chat.itemCount', { count: card.item_count })} · <Price value={card.total} />
                </p>
              </>
            )}
          </div>
          <Button className="h-8 px-4" onClick={() => onSend(card)}>
            {t('chat.cardBar.send')}
          </Button>
        </>
      ) : (
        <div className="flex flex-1 items-center gap-3" role="status" aria-label={t('chat.cardBar.loading')}>
          <Skeleton className="h-12 w-12" />
          <Skeleton className="h-4 w-64" />
        </div>
      )}
      <button type="button" onClick={onDismiss} aria-label={t('chat.cardBar.dismiss')} className="flex h-8 w-8 items-center justify-center rounded text-slate-400 hover:bg-white hover:text-slate-700">
        <span aria-hidden="true" className="text-lg leading-none">
          ×
        </span>
      </button>
    </div>
  );
}
