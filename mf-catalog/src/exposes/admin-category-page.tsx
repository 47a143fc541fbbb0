import '../styles.css';
import '../i18n/messages';
import { BrandTable } from '@/features/admin-brand/components/brand-table';
import { CategoryTree } from '@/features/admin-category/components/category-tree';

/** /admin/goods/category: the back office's category tree, and the brands goods are sold under. */
export default function AdminCategoryPage() {
  return (
    <div className="space-y-8">
      <CategoryTree />
      <BrandTable />
    </div>
  );
}
