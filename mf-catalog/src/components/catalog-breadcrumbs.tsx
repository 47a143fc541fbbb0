import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type BreadcrumbItem } from '@shop/shared';
import { categoryTrail, type Category } from '@/hooks/use-categories';
import { GOODS_LIST_PATH, categoryPath } from '@/lib/paths';

interface CatalogBreadcrumbsProps {
  categories: Category[] | null;
  categoryId?: number;
  /** The product on a product page; without it the deepest category is the current page. */
  current?: string;
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
