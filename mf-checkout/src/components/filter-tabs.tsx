interface Tab {
  value: string;
  label: string;
  count?: number;
}

interface FilterTabsProps {
  label: string;
  tabs: Tab[];
  value: string;
  onChange: (value: string) => void;
  /** The tabs carry counts: their room is kept while the counts load, so no tab moves or wraps when they arrive. */
  counted?: boolean;
}

/** Status tabs over a back-office table: one pressed at a time, each with its count when known. */
export function FilterTabs({ label, tabs, value, onChange, counted = false }: FilterTabsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
      {tabs.map((tab) => {
        const pressed = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(tab.value)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${pressed ? 'border-rose-600 font-medium text-rose-600' : 'border-transparent text-slate-600 hover:text-rose-600'}`}
          >
            {tab.label}
            {counted || tab.count !== undefined ? (
              <span aria-hidden={tab.count === undefined || undefined} className="ml-1 inline-block min-w-[4ch] text-left text-xs tabular-nums text-slate-500">
                {tab.count === undefined ? '' : `(${tab.count})`}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
