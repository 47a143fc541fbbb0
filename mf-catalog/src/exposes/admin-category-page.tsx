import '../styles.css';
import '../i18n/messages';
import { CategoryTree } from '@/features/admin-category/components/category-tree';

/** /admin/goods/category: the back office's category tree. */
export default function AdminCategoryPage() {
  return <CategoryTree />;
}
