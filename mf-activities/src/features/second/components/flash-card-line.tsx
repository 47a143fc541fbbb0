import { useTranslation } from 'react-i18next';
import type { ActivityCard, FlashCard } from '@shop/contract';
import { SaleStart } from '@shop/commerce';
import { soldPercent } from '../lib/sold-percent';

type CardAction = 'buy' | 'soon' | 'soldOut' | 'over';

const PILLS: Record<CardAction, string> = {
  buy: 'bg-rose-600 text-white',
  soon: 'bg-amber-100 text-amber-800',
  soldOut: 'bg-slate-100 text-slate-600',
  over: 'bg-slate-100 text-slate-600',
};

/** What a card's button would do: buy while selling, wait before, nothing once sold out or over. */
function cardAction(card: ActivityCard): CardAction {
  if (card.state === 'upcoming') return 'soon';
  if (card.stock === 0) return 'soldOut';
  return card.state === 'selling' ? 'buy' : 'over';
}

/**
 * A flash card's own line (the whole card is the link): "72% sold" and "Buy now" while it sells; when
 * its own sale is still to come, only when it starts ("Starts tomorrow 10:00"), no share sold.
 */
export function FlashCardLine({ card, now }: { card: FlashCard; now: string }) {
  const { t } = useTranslation('activities');
  const action = cardAction(card);
  if (card.state === 'upcoming') {
    return (
      <span className="flex items-center justify-end">
        <SaleStart startsAt={card.sale_starts_at} now={now} className={`rounded px-2 py-0.5 font-medium ${PILLS.soon}`} />
      </span>
    );
  }
  return (
    <span className="flex items-center justify-between gap-2">
      <span className="font-medium">{t('second.card.percent', { percent: soldPercent(card.sold, card.stock) })}</span>
      <span className={`rounded px-2 py-0.5 font-medium ${PILLS[action]}`}>{t(`second.card.${action}`)}</span>
    </span>
  );
}
