import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminGoodsDetail, type AdminGoodsSaveBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { goodsKeys } from '@/api/goods-keys';
import { adminCatalogKeys } from '@/lib/admin-catalog-keys';

/** `admin/goods/save`: the form explains a refusal in place (a field, a stock that moved), so the client toasts nothing. */
export async function saveGoods(body: AdminGoodsSaveBody): Promise<{ goods: AdminGoodsDetail; message: string }> {
  const { data, msg } = await staffHttp.call(endpoints.saveAdminGoods, body, { showsRefusal: true });
  return { goods: data, message: msg };
}

/** The saved product replaces its cache; the back-office lists and the shop's goods are asked again. */
export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGoods,
    onSuccess: ({ goods }) => {
      queryClient.setQueryData(adminCatalogKeys.goods(goods.id), goods);
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.goodsLists() });
      void queryClient.invalidateQueries({ queryKey: goodsKeys.all });
    },
  });
}
