import { useQuery } from '@tanstack/react-query';
import { type AdminBrandList, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminCatalogKeys } from '@/lib/admin-catalog-keys';

/** `admin/brand/index`: every brand in both languages, in sort order, with the goods sold under each. */
export async function getAdminBrands(): Promise<AdminBrandList> {
  const { data } = await staffHttp.call(endpoints.listAdminBrands);
  return data;
}

export const useAdminBrands = () => useQuery({ queryKey: adminCatalogKeys.brands(), queryFn: getAdminBrands });
