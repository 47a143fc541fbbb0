import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
  /** Also say how many pages and items there are. */
  showTotal?: boolean;
  className?: string;
}

type Slot = number | 'gap-before' | 'gap-after';

/** Page numbers around the current one, the first and the last, with gaps between. */
export function pageSlots(page: number, pages: number): Slot[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(page + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? (['gap-before'] as Slot[]) : []), ...middle, ...(to < pages - 1 ? (['gap-after'] as Slot[]) : []), pages];
}

const cell = 'inline-flex h-9 min-w-9 items-center justify-center rounded border px-3 text-sm transition-colors';
const idle =
  'border-slate-200 bg-white text-slate-600 hover:border-rose-500 hover:text-rose-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:border-slate-200';

/** Numbered pages with previous and next; nothing when everything fits on one page. */
export function Pagination({ page, size, total, onChange, showTotal = false, className = 'mt-8 justify-center' }: PaginationProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className={`flex items-center gap-2 ${className}`}>
      <button type="button" className={`${cell} ${idle}`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹ </span>
        {t('pagination.previous')}
      </button>
      {pageSlots(page, pages).map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            aria-label={t('pagination.page', { page: slot })}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => slot !== page && onChange(slot)}
            className={`${cell} ${slot === page ? 'border-rose-600 bg-rose-600 text-white' : idle}`}
          >
            {slot}
          </button>
        ) : (
          <span key={slot} aria-hidden="true" className="px-1 text-slate-400">
            …
          </span>
        ),
      )}
      <button type="button" className={`${cell} ${idle}`} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
        <span aria-hidden="true"> ›</span>
      </button>
      {showTotal && <span className="ml-2 text-sm text-slate-600">{t('pagination.total', { pages, total })}</span>}
    </nav>
  );
}
