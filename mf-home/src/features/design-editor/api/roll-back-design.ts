import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminDesignDetail, type DesignLang, endpoints } from '@shop/contract';
import { reportFailure, staffHttp } from '@shop/shared';
import { designEditorKeys } from './design-editor-keys';
import { designTarget } from './design-target';

/** admin/design/rollback: publishes `version` again as a new version and makes it the draft. */
export async function rollBackDesign(lang: DesignLang, version: number, note: string): Promise<AdminDesignDetail> {
  const answer = await staffHttp.call(endpoints.rollBackAdminDesign, { ...designTarget(lang), version, note });
  return answer.data;
}

export function useRollBackDesign(lang: DesignLang, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, note }: { version: number; note: string }) => rollBackDesign(lang, version, note),
    onSuccess: (detail) => {
      queryClient.setQueryData(designEditorKeys.detail(lang), detail);
      return queryClient.invalidateQueries({ queryKey: designEditorKeys.history(lang) });
    },
    onError: (error) => reportFailure(error, failed),
  });
}
