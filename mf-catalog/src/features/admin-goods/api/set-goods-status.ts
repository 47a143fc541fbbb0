import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminGoodsStatusAnswer, type AdminGoodsStatusBody, endpoints } from '@shop/contract';
import { reportFailure, staffHttp, toast } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { goodsKeys } from '@/api/goods-keys';
import { adminCatalogKeys } from '@/lib/admin-catalog-keys';

/** `admin/goods/status`: puts goods on or takes them off the shelf; answers the server's words with the count. */
export async function setGoodsStatus(body: AdminGoodsStatusBody): Promise<{ answer: AdminGoodsStatusAnswer; message: string }> {
  const { data, msg } = await staffHttp.call(endpoints.setAdminGoodsStatus, body);
  return { answer: data, message: msg };
}

/** The lists and those products' pages (back office and shop) are asked again, so nobody sees the old shelf state. */
export function useSetGoodsStatus() {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGoodsStatus,
    onSuccess: ({ message }, body) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.goodsLists() });
      for (const id of body.ids) void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.goods(id) });
      void queryClient.invalidateQueries({ queryKey: goodsKeys.all });
    },
    onError: (error) => reportFailure(error, t('adminGoods.errors.actionFailed')),
  });
}
