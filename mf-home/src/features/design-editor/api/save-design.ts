import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminDesignDetail, type DesignKind, type DesignLang, endpoints, type DesignDataInput } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { designEditorKeys } from './design-editor-keys';
import { designTarget } from './design-target';

/**
 * admin/design/save over the revision the designer started from. Refusals (a stale draft, a block
 * the API rejects) are explained in the editor, so the client does not toast them.
 */
export async function saveDesign(kind: DesignKind, lang: DesignLang, data: DesignDataInput, revision: number): Promise<AdminDesignDetail> {
  const answer = await staffHttp.call(endpoints.saveAdminDesign, { ...designTarget(kind, lang), data, revision }, { showsRefusal: true });
  return answer.data;
}

export function useSaveDesign(kind: DesignKind, lang: DesignLang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, revision }: { data: DesignDataInput; revision: number }) => saveDesign(kind, lang, data, revision),
    onSuccess: (detail) => queryClient.setQueryData(designEditorKeys.detail(kind, lang), detail),
  });
}
