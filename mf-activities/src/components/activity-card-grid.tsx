import type { ReactNode } from 'react';
import type { ActivityCard } from '@shop/contract';
import { ActivityCardItem } from './activity-card-item';

export const ACTIVITY_GRID = 'grid grid-cols-5 gap-4';

export interface ActivityCardGridProps<Card extends ActivityCard> {
  cards: Card[];
  /** The server's `now`, when the list answer carries one. */
  now?: string | null;
  onCountdownEnd?: () => void;
  /** The type's own line of each card (a type whose cards carry more fields passes its own card type). */
  extra?: (card: Card) => ReactNode;
}

/** Five activity cards a row. */
export function ActivityCardGrid<Card extends ActivityCard>({ cards, now, onCountdownEnd, extra }: ActivityCardGridProps<Card>) {
  return (
    <ul className={ACTIVITY_GRID}>
      {cards.map((card) => (
        <ActivityCardItem key={card.id} card={card} now={now} onCountdownEnd={onCountdownEnd}>
          {extra?.(card)}
        </ActivityCardItem>
      ))}
    </ul>
  );
}
