import type { AuditLogQuery } from '@shop/contract';

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_FILTERS = { staff_username: '', action: '', target_type: '', target_id: '', from: '', to: '' };
export type AuditFilters = typeof AUDIT_FILTERS;

/** The start of a yyyy-mm-dd day in the browser's time zone, as the instant the API takes. */
const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + plusDays).toISOString();
};

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The query of the page on screen: the text filters given, and the days chosen as instants, the
 * last day included (`to` is the start of the next day, the API's end being exclusive).
 */
export function auditQueryOf(page: number, order: 'asc' | 'desc', filters: AuditFilters): Partial<AuditLogQuery> {
  const text = (['staff_username', 'action', 'target_type', 'target_id'] as const).filter((key) => filters[key]);
  return {
    page,
    size: AUDIT_PAGE_SIZE,
    sort: 'created_at',
    order,
    ...Object.fromEntries(text.map((key) => [key, filters[key]])),
    ...(isDay(filters.from) ? { from: startOfDay(filters.from) } : {}),
    ...(isDay(filters.to) ? { to: startOfDay(filters.to, 1) } : {}),
  };
}
