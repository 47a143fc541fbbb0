import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Values a row shows before "More". */
export const FACET_ROW_VALUES = 10;

export interface FacetOption {
  key: string;
  label: string;
  count: number;
  selected: boolean;
}

interface FacetRowProps {
  label: string;
  options: FacetOption[];
  onToggle: (key: string) => void;
}

/**
 * One facet as a labelled group of checkboxes (values of a group are alternatives), each with its
 * count; past ten values, "More" shows the rest (a chosen one stays in reach). A value no goods
 * would add is disabled unless chosen.
 */
export function FacetRow({ label, options, onToggle }: FacetRowProps) {
  const { t } = useTranslation('catalog');
  const labelId = useId();
  const [expanded, setExpanded] = useState(false);
  const hidden = options.length - FACET_ROW_VALUES;
  const shown = expanded || hidden <= 0 ? options : options.filter((option, index) => index < FACET_ROW_VALUES || option.selected);
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-start gap-4 px-4 py-3">
      <span id={labelId} className="w-24 shrink-0 truncate pt-0.5 text-sm text-slate-500" title={label}>
        {label}
      </span>
      <ul className="flex min-w-0 flex-1 flex-wrap gap-x-6 gap-y-2">
        {shown.map((option) => (
          <li key={option.key}>
            <label className={`inline-flex items-center gap-1.5 text-sm ${option.count === 0 && !option.selected ? 'cursor-not-allowed text-slate-400' : 'cursor-pointer text-slate-700 hover:text-rose-600'}`}>
              <input
                type="checkbox"
                checked={option.selected}
                disabled={option.count === 0 && !option.selected}
                onChange={() => onToggle(option.key)}
                className="h-3.5 w-3.5 accent-rose-600"
              />
              <span className={option.selected ? 'font-medium text-rose-600' : undefined}>{option.label}</span>
              <span className="text-xs text-slate-500">({option.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} className="shrink-0 pt-0.5 text-sm text-slate-500 hover:text-rose-600">
          {expanded ? t('facets.less') : t('facets.more', { count: hidden })}
        </button>
      )}
    </div>
  );
}
