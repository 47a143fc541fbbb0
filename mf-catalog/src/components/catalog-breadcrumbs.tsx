import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@shop/contract';
import { Breadcrumbs, GOODS_LIST_PATH, categoryPath, type BreadcrumbItem } from '@shop/shared';

interface CatalogBreadcrumbsProps {
  /** Undefined while the tree loads: the trail starts with what is always there. */
  categories: CategoryNode[] | undefined;
  categoryId?: number;
  /** The product on a product page; without it the deepest category is the current page. */
  current?: string;
}

/** The categories from the top down to `id` (a top category, or a top category and its child). */
function categoryTrail(categories: CategoryNode[], id?: number): CategoryNode[] {
  if (!id) return [];
  for (const top of categories) {
    if (top.id === id) return [top];
    const child = top.children.find((c) => c.id === id);
    if (child) return [top, child];
  }
  return [];
}

/** Home › All goods › category › sub-category (› product): where a list or a product sits. */
export function CatalogBreadcrumbs({ categories, categoryId, current }: CatalogBreadcrumbsProps) {
  const { t } = useTranslation('catalog');
  const trail = categoryTrail(categories ?? [], categoryId);
  const items: BreadcrumbItem[] = [
    { label: t('breadcrumbs.home'), to: '/index' },
    { label: t('list.title'), to: GOODS_LIST_PATH },
    ...trail.map((category) => ({ label: category.name, to: categoryPath(category.id) })),
  ];
  if (current) items.push({ label: current });
  return <Breadcrumbs items={items} className="mb-3" />;
}
