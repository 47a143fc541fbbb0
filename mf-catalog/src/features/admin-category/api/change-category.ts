import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminCategoryIdBody, type AdminCategorySaveBody, type AdminSubCategory, endpoints } from '@shop/contract';
import { reportFailure, staffHttp, toast } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { categoryKeys } from '@/api/category-keys';
import { adminCatalogKeys } from '@/lib/admin-catalog-keys';

/** `admin/category/save`: the dialog shows a refusal under its field, so the client toasts nothing. */
export async function saveCategory(body: AdminCategorySaveBody): Promise<{ message: string; category: AdminSubCategory }> {
  const { data, msg } = await staffHttp.call(endpoints.saveAdminCategory, body, { showsRefusal: true });
  return { message: msg, category: data };
}

/** `admin/category/delete`: a category with goods or sub-categories is refused (the client toasts why). */
export async function deleteCategory(body: AdminCategoryIdBody): Promise<string> {
  return (await staffHttp.call(endpoints.deleteAdminCategory, body)).msg;
}

/** After a change, the tree here and the shop's category menus and filters are asked again; `reportsFailure` unless the caller says it. */
function useCategoryChange<Body, Answer>(change: (body: Body) => Promise<Answer>, messageOf: (answer: Answer) => string, reportsFailure: boolean) {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      toast.success(messageOf(answer));
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.categories() });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
    onError: (error) => {
      if (reportsFailure) reportFailure(error, t('adminGoods.errors.actionFailed'));
    },
  });
}

/** The dialog's form says a failed save (under its field, or toasted). */
export const useSaveCategory = () => useCategoryChange(saveCategory, (answer) => answer.message, false);
export const useDeleteCategory = () => useCategoryChange(deleteCategory, (message) => message, true);
