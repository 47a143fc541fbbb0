import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, type ActivityType } from '@shop/contract';

export const typeTabId = (type: ActivityType) => `admin-activity-tab-${type}`;

const MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (i) => (i + 1) % ACTIVITY_TYPES.length,
  ArrowLeft: (i) => (i - 1 + ACTIVITY_TYPES.length) % ACTIVITY_TYPES.length,
  Home: () => 0,
  End: () => ACTIVITY_TYPES.length - 1,
};

/** One tab per activity type over the table (`panelId`); arrow keys, Home and End move between them. */
export function ActivityTypeTabs({ current, onSelect, panelId }: { current: ActivityType; onSelect: (type: ActivityType) => void; panelId: string }) {
  const { t } = useTranslation('activities');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = ACTIVITY_TYPES[move(ACTIVITY_TYPES.indexOf(current))] ?? current;
    onSelect(next);
    document.getElementById(typeTabId(next))?.focus();
  };
  return (
    <div role="tablist" aria-label={t('admin.list.types')} className="flex border-b border-slate-200">
      {ACTIVITY_TYPES.map((type) => {
        const selected = type === current;
        return (
          <button
            key={type}
            id={typeTabId(type)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onSelect(type)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm transition-colors ${selected ? 'border-rose-600 font-semibold text-rose-700' : 'border-transparent text-slate-600 hover:text-rose-600'}`}
          >
            {t(`common.types.${type}`)}
          </button>
        );
      })}
    </div>
  );
}
