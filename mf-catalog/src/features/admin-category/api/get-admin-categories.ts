import { useQuery } from '@tanstack/react-query';
import { type AdminCategoryTree, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminCatalogKeys } from '@/lib/admin-catalog-keys';

/** `admin/category/index`: every category in both languages, with the goods filed under each. */
export async function getAdminCategories(): Promise<AdminCategoryTree> {
  const { data } = await staffHttp.call(endpoints.getAdminCategoryTree);
  return data;
}

export const useAdminCategories = () => useQuery({ queryKey: adminCatalogKeys.categories(), queryFn: getAdminCategories });
