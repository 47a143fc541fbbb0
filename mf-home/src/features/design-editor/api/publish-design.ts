import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminDesignDetail, type DesignLang, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { designEditorKeys } from './design-editor-keys';
import { designTarget } from './design-target';

/** admin/design/publish: the saved draft at `revision` becomes what shoppers see. A stale revision is explained in the editor. */
export async function publishDesign(lang: DesignLang, revision: number, note: string): Promise<AdminDesignDetail> {
  const answer = await staffHttp.call(endpoints.publishAdminDesign, { ...designTarget(lang), revision, note }, { showsRefusal: true });
  return answer.data;
}

export function usePublishDesign(lang: DesignLang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, note }: { revision: number; note: string }) => publishDesign(lang, revision, note),
    onSuccess: (detail) => {
      queryClient.setQueryData(designEditorKeys.detail(lang), detail);
      return queryClient.invalidateQueries({ queryKey: designEditorKeys.history(lang) });
    },
  });
}
