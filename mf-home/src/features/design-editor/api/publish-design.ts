import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminDesignDetail, type DesignKind, type DesignLang, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { designEditorKeys } from './design-editor-keys';
import { designTarget } from './design-target';

/** admin/design/publish: the saved draft at `revision` becomes what shoppers see. A stale revision is explained in the editor. */
export async function publishDesign(kind: DesignKind, lang: DesignLang, revision: number, note: string): Promise<AdminDesignDetail> {
  const answer = await staffHttp.call(endpoints.publishAdminDesign, { ...designTarget(kind, lang), revision, note }, { showsRefusal: true });
  return answer.data;
}

export function usePublishDesign(kind: DesignKind, lang: DesignLang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, note }: { revision: number; note: string }) => publishDesign(kind, lang, revision, note),
    onSuccess: (detail) => {
      queryClient.setQueryData(designEditorKeys.detail(kind, lang), detail);
      return queryClient.invalidateQueries({ queryKey: designEditorKeys.history(kind, lang) });
    },
  });
}
