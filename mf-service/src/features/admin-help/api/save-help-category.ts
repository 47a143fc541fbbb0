import { type AdminHelpCategory, endpoints, type HelpCategorySaveBody } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { placeCategory } from '../lib/help-index-changes';
import { useHelpChange } from './use-help-change';

/** Refusals are shown under the field they name by the dialog, so the client does not toast them. */
export async function saveHelpCategory(body: HelpCategorySaveBody) {
  return staffHttp.call(endpoints.saveAdminHelpCategory, body, { showsRefusal: true });
}

export const useSaveHelpCategory = () => useHelpChange({ send: saveHelpCategory, apply: (index, _body, category: AdminHelpCategory) => placeCategory(index, category), showsRefusal: true });
