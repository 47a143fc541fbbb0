import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatCard } from '@shop/contract';
import { LazyImage, Price } from '@shop/shared';

interface ChatCardViewProps {
  card: ChatCard;
  /** Where the card leads (the product page, the member's order), or null for a card that only shows. */
  href: string | null;
}

/** A product or an order as the chat shows it: picture, name or order number, and the price. */
export function ChatCardView({ card, href }: ChatCardViewProps) {
  const { t } = useTranslation('service');
  const body =
    card.type === 'goods' ? (
      <>
        <LazyImage src={card.image} alt="" className="h-16 w-16 shrink-0 rounded object-cover ring-1 ring-slate-100" />
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-slate-500">{t('chat.goodsCard')}</span>
          <span className="line-clamp-2 text-sm text-slate-800">{card.name}</span>
          <Price value={card.price} className="mt-1 block text-sm font-semibold text-rose-600" />
        </span>
      </>
    ) : (
      <>
        <LazyImage src={card.image} alt="" className="h-16 w-16 shrink-0 rounded object-cover ring-1 ring-slate-100" />
        <span className="min-w-0 flex-1 text-sm">
          <span className="block text-xs text-slate-500">{t('chat.orderCard')}</span>
          <span className="block truncate font-mono text-[13px] text-slate-800">{t('chat.orderNo', { no: card.order_no })}</span>
          <span className="mt-1 flex items-baseline justify-between gap-2 text-xs text-slate-500">
            <span className="text-rose-600">{card.status_text}</span>
            <span>
              {t('chat.itemCount', { count: card.item_count })} · {t('chat.orderTotal')}{' '}
              <Price value={card.total} className="font-semibold text-slate-800" />
            </span>
          </span>
        </span>
      </>
    );
  const name = card.type === 'goods' ? t('chat.viewGoods', { name: card.name, price: `¥${card.price}` }) : t('chat.viewOrder', { no: card.order_no, status: card.status_text });
  const className = 'flex w-80 items-center gap-3 rounded-lg bg-white p-3 text-left ring-1 ring-slate-200';
  if (!href) return <div className={className} role="group" aria-label={name}>{body}</div>;
  return (
    <Link to={href} aria-label={name} className={`${className} transition-shadow hover:ring-rose-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500`}>
      {body}
    </Link>
  );
}
