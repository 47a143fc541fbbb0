import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityCard } from '@shop/contract';
import { LazyImage, activityViewPath } from '@shop/shared';
import { titleRepeatsName } from '@/lib/title-repeats-name';
import { ActivityCountdownLine } from './activity-countdown-line';
import { ActivityPrice } from './activity-price';
import { ActivityStateBadge } from './activity-state-badge';
import { SoldProgress } from './sold-progress';

interface ActivityCardItemProps {
  card: ActivityCard;
  /** The server's `now`, when the list answer carries one. */
  now?: string | null;
  /** The card's countdown reached zero: the list should ask for the new states. */
  onCountdownEnd?: () => void;
  /** The type's own line under the price: "3-person group", "Cut down to ¥9.90"… */
  children?: ReactNode;
  /** On the first screen: the photo loads at once. */
  eager?: boolean;
}

/**
 * One activity of a list: photo with its state, title, activity price beside the normal one, the
 * type's line, what has sold and the countdown. The title is the link; it covers the whole card.
 */
export function ActivityCardItem({ card, now, onCountdownEnd, children, eager = false }: ActivityCardItemProps) {
  return (
    <li className="group relative flex flex-col rounded-lg bg-white p-3 ring-1 ring-transparent transition duration-200 hover:-translate-y-0.5 hover:shadow-[0_12px_24px_-8px_rgba(15,23,42,0.18)] hover:ring-rose-100">
      <div className="relative aspect-square overflow-hidden rounded-md bg-slate-50">
        <LazyImage eager={eager} src={card.image} alt="" className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
        <span className="absolute top-2 left-2">
          <ActivityStateBadge state={card.state} />
        </span>
      </div>
      <h3 className="mt-3 line-clamp-2 h-10 text-sm leading-5 font-medium text-slate-800">
        <Link to={activityViewPath(card.type, card.id)} className="group-hover:text-rose-600 after:absolute after:inset-0 after:rounded-lg">
          {card.title}
        </Link>
      </h3>
      {!titleRepeatsName(card.title, card.name) && <p className="mt-0.5 truncate text-xs text-slate-500">{card.name}</p>}
      <div className="mt-2">
        <ActivityPrice price={card.price} originalPrice={card.original_price} points={card.points} />
      </div>
      {children && <div className="mt-1 text-xs text-rose-700">{children}</div>}
      <div className="mt-2">
        <SoldProgress sold={card.sold} stock={card.stock} />
      </div>
      <ActivityCountdownLine
        state={card.state}
        startsAt={card.starts_at}
        endsAt={card.ends_at}
        now={now}
        onEnd={onCountdownEnd}
        className="mt-2 text-xs text-slate-600"
      />
    </li>
  );
}
