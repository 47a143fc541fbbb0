import { endpoints, type HelpIdBody } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { dropCategory } from '../lib/help-index-changes';
import { useHelpChange } from './use-help-change';

/** A category that still has articles is refused (`help_category_not_empty`): the client toasts the server's words. */
export async function deleteHelpCategory(body: HelpIdBody) {
  return staffHttp.call(endpoints.deleteAdminHelpCategory, body);
}

export const useDeleteHelpCategory = () => useHelpChange({ send: deleteHelpCategory, apply: (index, body: HelpIdBody) => dropCategory(index, body.id) });
