import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  /** A path inside the site; the last item (the current page) needs none. */
  to?: string;
}

/**
 * Where the page sits in the shop ("Home › Phones › Lumen X1"): links through the router to every
 * level but the last, which is the current page.
 */
export function Breadcrumbs({ items, className = '' }: { items: BreadcrumbItem[]; className?: string }) {
  const { t } = useTranslation('common');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')} className={`text-sm text-slate-600 ${className}`}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-500">
                  ›
                </span>
              )}
              {isCurrent || !item.to ? (
                <span aria-current={isCurrent ? 'page' : undefined} className={isCurrent ? 'font-medium text-slate-800' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className="underline decoration-slate-300 underline-offset-2 hover:text-rose-700 hover:decoration-rose-700">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
