import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminBrand, type AdminBrandSaveBody, endpoints } from '@shop/contract';
import { staffHttp, toast } from '@shop/shared';
import { goodsKeys } from '@/api/goods-keys';
import { adminCatalogKeys } from '@/lib/admin-catalog-keys';

/** `admin/brand/save`: the dialog shows a refusal (a name taken) under its field, so the client toasts nothing. */
export async function saveBrand(body: AdminBrandSaveBody): Promise<{ message: string; brand: AdminBrand }> {
  const { data, msg } = await staffHttp.call(endpoints.saveAdminBrand, body, { showsRefusal: true });
  return { message: msg, brand: data };
}

/** After a save the brand list and the shop's lists (their brand facet) are asked again. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrand,
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.brands() });
      void queryClient.invalidateQueries({ queryKey: goodsKeys.lists() });
    },
  });
}
