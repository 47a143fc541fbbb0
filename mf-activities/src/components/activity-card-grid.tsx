import type { ReactNode } from 'react';
import type { ActivityCard } from '@shop/contract';
import { ActivityCardItem } from './activity-card-item';

export const ACTIVITY_GRID = 'grid grid-cols-5 gap-4';
/** The first row shows on a desktop screen under the page's heading: its photos load at once. */
const FIRST_ROW = 5;

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
      {cards.map((card, index) => (
        <ActivityCardItem key={card.id} card={card} now={now} onCountdownEnd={onCountdownEnd} eager={index < FIRST_ROW}>
          {extra?.(card)}
        </ActivityCardItem>
      ))}
    </ul>
  );
}
