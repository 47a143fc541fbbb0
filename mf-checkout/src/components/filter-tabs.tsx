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
    // Spaced to hold the order list's eight tabs on one row in a 1440-pixel frame, in both languages; narrower, they wrap.
    <div role="group" aria-label={label} className="flex flex-wrap gap-0.5 border-b border-slate-200">
      {tabs.map((tab) => {
        const pressed = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(tab.value)}
            className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-2.5 py-2 text-sm ${pressed ? 'border-rose-600 font-medium text-rose-600' : 'border-transparent text-slate-600 hover:text-rose-600'}`}
          >
            {tab.label}
            {counted || tab.count !== undefined ? (
              <span aria-hidden={tab.count === undefined || undefined} className="ml-0.5 inline-block min-w-[3ch] text-left text-xs tabular-nums text-slate-500">
                {tab.count === undefined ? '' : `(${tab.count})`}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
