import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminDesignDetail, type DesignKind, type DesignLang, endpoints } from '@shop/contract';
import { reportFailure, staffHttp } from '@shop/shared';
import { designEditorKeys } from './design-editor-keys';
import { designTarget } from './design-target';

/** admin/design/rollback: publishes `version` again as a new version and makes it the draft. */
export async function rollBackDesign(kind: DesignKind, lang: DesignLang, version: number, note: string): Promise<AdminDesignDetail> {
  const answer = await staffHttp.call(endpoints.rollBackAdminDesign, { ...designTarget(kind, lang), version, note });
  return answer.data;
}

export function useRollBackDesign(kind: DesignKind, lang: DesignLang, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, note }: { version: number; note: string }) => rollBackDesign(kind, lang, version, note),
    onSuccess: (detail) => {
      queryClient.setQueryData(designEditorKeys.detail(kind, lang), detail);
      return queryClient.invalidateQueries({ queryKey: designEditorKeys.history(kind, lang) });
    },
    onError: (error) => reportFailure(error, failed),
  });
}
