import { useQuery } from '@tanstack/react-query';
import { type AdminDesignDetail, type DesignKind, type DesignLang, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { designEditorKeys } from './design-editor-keys';
import { designTarget } from './design-target';

/** admin/design/detail: the draft of one language's home page with its revision. */
export async function getAdminDesign(kind: DesignKind, lang: DesignLang): Promise<AdminDesignDetail> {
  const answer = await staffHttp.call(endpoints.getAdminDesign, designTarget(kind, lang));
  return answer.data;
}

/** The draft being edited. It is read once per visit: refetching under the designer's hands would not change the form anyway. */
export const useAdminDesign = (kind: DesignKind, lang: DesignLang) =>
  useQuery({ queryKey: designEditorKeys.detail(kind, lang), queryFn: () => getAdminDesign(kind, lang), staleTime: Infinity });
