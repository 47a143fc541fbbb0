import { type AdminHelpArticle, endpoints, type HelpArticleSaveBody } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { placeArticle } from '../lib/help-index-changes';
import { useHelpChange } from './use-help-change';

/** Refusals are shown under the field they name by the editor, so the client does not toast them. */
export async function saveHelpArticle(body: HelpArticleSaveBody) {
  return staffHttp.call(endpoints.saveAdminHelpArticle, body, { showsRefusal: true });
}

/** Creates or edits an article: the stored article (its content as sanitised) takes its place in its category. */
export const useSaveHelpArticle = () => useHelpChange({ send: saveHelpArticle, apply: (index, _body, article: AdminHelpArticle) => placeArticle(index, article), showsRefusal: true });
