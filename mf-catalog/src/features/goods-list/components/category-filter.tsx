import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CategoryNode } from '@shop/contract';
import { Skeleton } from '@shop/shared';
import type { GoodsFilters } from '@/types/goods-filters';

interface CategoryFilterProps {
  /** Undefined while the tree loads. */
  categories: CategoryNode[] | undefined;
  current?: number;
  hrefFor: (changes: Partial<GoodsFilters>) => string;
}

/** The top category of `id` (itself when it is one), if it is in the tree. */
export function topCategoryOf(categories: CategoryNode[], id?: number): CategoryNode | undefined {
  if (!id) return undefined;
  return categories.find((top) => top.id === id || top.children.some((child) => child.id === id));
}

function CategoryLink({ label, href, active }: { label: string; href: string; active: boolean }) {
  return (
    <Link
      to={href}
      aria-current={active ? 'true' : undefined}
      className={`rounded px-2 py-1 text-sm transition-colors ${active ? 'bg-rose-600 text-white' : 'text-slate-600 hover:text-rose-600'}`}
    >
      {label}
    </Link>
  );
}

/** Rows of category links: all and the top categories, then the children of the chosen one. */
export function CategoryFilter({ categories, current, hrefFor }: CategoryFilterProps) {
  const { t } = useTranslation('catalog');
  const top = categories ? topCategoryOf(categories, current) : undefined;
  const row = 'flex items-start gap-4 px-4 py-3';
  // One column for both rows' labels, each on one line; the chosen category's name is in the heading and its pressed link.
  const label = 'w-24 shrink-0 whitespace-nowrap pt-1 text-sm text-slate-500';
  return (
    <nav aria-label={t('category.label')} className="mb-4 divide-y divide-dashed divide-slate-200 rounded-lg bg-white">
      <div className={row}>
        <span className={label}>{t('category.title')}</span>
        {categories ? (
          <div className="flex flex-wrap gap-x-1 gap-y-2">
            <CategoryLink label={t('category.all')} href={hrefFor({ category_id: undefined })} active={!current} />
            {categories.map((category) => (
              <CategoryLink key={category.id} label={category.name} href={hrefFor({ category_id: category.id })} active={top?.id === category.id} />
            ))}
          </div>
        ) : (
          <div className="flex gap-3" aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((n) => (
              <Skeleton key={n} className="h-7 w-16" />
            ))}
          </div>
        )}
      </div>
      {top && top.children.length > 0 && (
        <div className={row}>
          <span className={label}>{t('category.sub')}</span>
          <div className="flex flex-wrap gap-x-1 gap-y-2">
            {top.children.map((child) => (
              <CategoryLink key={child.id} label={child.name} href={hrefFor({ category_id: child.id })} active={current === child.id} />
            ))}
          </div>
        </div>
      )}
    </nav>
  );
}
