import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminDesignDetail, type DesignLang, endpoints, type HomeDesignInput } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { designEditorKeys } from './design-editor-keys';
import { designTarget } from './design-target';

/**
 * admin/design/save over the revision the designer started from. Refusals (a stale draft, a block
 * the API rejects) are explained in the editor, so the client does not toast them.
 */
export async function saveDesign(lang: DesignLang, data: HomeDesignInput, revision: number): Promise<AdminDesignDetail> {
  const answer = await staffHttp.call(endpoints.saveAdminDesign, { ...designTarget(lang), data, revision }, { showsRefusal: true });
  return answer.data;
}

export function useSaveDesign(lang: DesignLang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, revision }: { data: HomeDesignInput; revision: number }) => saveDesign(lang, data, revision),
    onSuccess: (detail) => queryClient.setQueryData(designEditorKeys.detail(lang), detail),
  });
}
