import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlashSlot } from '@shop/contract';
import { Skeleton } from '@shop/shared';

const TAB_SIZE = 'flex h-16 min-w-24 flex-1 flex-col items-center justify-center';

/** Today's slots across the top: "10:00" and "Selling now", "Upcoming" or, once over today, "Tomorrow"; each opens its list. */
export function SlotTabs({ slots, selectedId }: { slots: FlashSlot[]; selectedId: number | null }) {
  const { t } = useTranslation('activities');
  return (
    <nav aria-label={t('second.slots.label')} className="overflow-x-auto rounded-t-lg bg-slate-900">
      <ul className="flex">
        {slots.map((slot) => {
          const selected = slot.id === selectedId;
          const colours = selected ? 'bg-rose-600 text-white' : slot.state === 'ended' ? 'text-slate-400 hover:text-white' : 'text-white hover:bg-slate-800';
          return (
            <li key={slot.id} className="flex flex-1">
              <Link to={`?slot_id=${slot.id}`} aria-current={selected ? 'true' : undefined} className={`${TAB_SIZE} transition-colors ${colours}`}>
                <span className="text-lg leading-6 font-bold tabular-nums">{slot.label}</span>
                {slot.state === 'ended' ? (
                  // A daily session that has ended today sells again tomorrow: the tab says so rather than "Ended".
                  <time dateTime={slot.next_starts_at} className="text-xs">
                    {t('second.slots.tomorrow')}
                  </time>
                ) : (
                  <span className="text-xs">{t(`second.slots.state.${slot.state}`)}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The tab strip's shape while today's slots load. */
export function SlotTabsSkeleton() {
  return (
    <div aria-hidden="true" className="flex gap-1 rounded-t-lg bg-slate-900 p-2">
      {Array.from({ length: 8 }, (_, n) => (
        <Skeleton key={n} className="h-12 flex-1 opacity-20" />
      ))}
    </div>
  );
}
