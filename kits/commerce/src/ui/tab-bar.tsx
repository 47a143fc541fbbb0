import type { KeyboardEvent, ReactNode } from 'react';

export interface TabBarTab<Id extends string> {
  id: Id;
  label: ReactNode;
}

interface TabBarProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabBarTab<Id>[];
  current: Id;
  onSelect: (id: Id) => void;
  /** Prefix of the tabs' element ids; the panel names itself after `tabElementId(prefix, current)`. */
  idPrefix: string;
  panelId: string;
  /** `underline` over a card (the default), `compact` (a slimmer underline) over a back-office table, `pills` beside a section's heading. */
  variant?: 'underline' | 'compact' | 'pills';
  /** Clicking the selected tab selects it again (a back-office table's tab goes back to its first page); ignored by default. */
  reselect?: boolean;
}

const STYLES = {
  underline: {
    list: 'flex border-b border-slate-200 px-2',
    tab: 'relative -mb-px border-b-2 px-4 py-3.5 text-sm transition-colors',
    selected: 'border-rose-600 font-semibold text-rose-700',
    idle: 'border-transparent text-slate-600 hover:text-rose-600',
  },
  compact: {
    list: 'flex border-b border-slate-200',
    tab: '-mb-px border-b-2 px-4 py-2 text-sm transition-colors',
    selected: 'border-rose-600 font-semibold text-rose-700',
    idle: 'border-transparent text-slate-600 hover:text-rose-600',
  },
  pills: {
    list: 'flex gap-1',
    tab: 'rounded-full px-4 py-1 text-sm transition-colors',
    selected: 'bg-rose-600 font-medium text-white',
    idle: 'text-slate-600 hover:bg-rose-50 hover:text-rose-700',
  },
} as const;

export const tabElementId = (prefix: string, id: string) => `${prefix}-tab-${id}`;

/** A row of tabs over one panel; arrow keys, Home and End move between them (WAI-ARIA tabs). */
export function TabBar<Id extends string>({ label, tabs, current, onSelect, idPrefix, panelId, variant = 'underline', reselect = false }: TabBarProps<Id>) {
  const ids = tabs.map((tab) => tab.id);
  const style = STYLES[variant];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (i) => (i + 1) % ids.length,
      ArrowLeft: (i) => (i - 1 + ids.length) % ids.length,
      Home: () => 0,
      End: () => ids.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = ids[move(ids.indexOf(current))] ?? current;
    onSelect(next);
    document.getElementById(tabElementId(idPrefix, next))?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={style.list}>
      {tabs.map((tab) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            id={tabElementId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => (reselect || !selected) && onSelect(tab.id)}
            onKeyDown={onKeyDown}
            className={`${style.tab} ${selected ? style.selected : style.idle}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
