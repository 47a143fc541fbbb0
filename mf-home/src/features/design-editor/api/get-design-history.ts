import { useQuery } from '@tanstack/react-query';
import { type AdminDesignVersion, type DesignKind, type DesignLang, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { designEditorKeys } from './design-editor-keys';
import { designTarget } from './design-target';

/** admin/design/history: the published versions, newest first. */
export async function getDesignHistory(kind: DesignKind, lang: DesignLang): Promise<AdminDesignVersion[]> {
  const answer = await staffHttp.call(endpoints.listAdminDesignVersions, designTarget(kind, lang));
  return answer.data.list;
}

/** Asked for when the history drawer opens. */
export const useDesignHistory = (kind: DesignKind, lang: DesignLang, open: boolean) =>
  useQuery({ queryKey: designEditorKeys.history(kind, lang), queryFn: () => getDesignHistory(kind, lang), enabled: open, staleTime: 0 });
