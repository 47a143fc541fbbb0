interface Tab {
  value: string;
  label: string;
  count?: number;
}

/** Status tabs over a back-office table: one pressed at a time, each with its count when known. */
export function FilterTabs({ label, tabs, value, onChange }: { label: string; tabs: Tab[]; value: string; onChange: (value: string) => void }) {
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
            {tab.count !== undefined ? <span className="ml-1 text-xs text-slate-500">({tab.count})</span> : null}
          </button>
        );
      })}
    </div>
  );
}
