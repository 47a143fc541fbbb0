import { useTranslation } from 'react-i18next';
import type { ActivityCard } from '@shop/contract';
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

/** A flash card's own line: "72% sold" and "Buy now" / "Starts soon" (the whole card is the link). */
export function FlashCardLine({ card }: { card: ActivityCard }) {
  const { t } = useTranslation('activities');
  const action = cardAction(card);
  return (
    <span className="flex items-center justify-between">
      <span className="font-medium">{t('second.card.percent', { percent: soldPercent(card.sold, card.stock) })}</span>
      <span className={`rounded px-2 py-0.5 font-medium ${PILLS[action]}`}>{t(`second.card.${action}`)}</span>
    </span>
  );
}
