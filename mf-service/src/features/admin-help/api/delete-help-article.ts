import { endpoints, type HelpIdBody } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { dropArticle } from '../lib/help-index-changes';
import { useHelpChange } from './use-help-change';

export async function deleteHelpArticle(body: HelpIdBody) {
  return staffHttp.call(endpoints.deleteAdminHelpArticle, body);
}

export const useDeleteHelpArticle = () => useHelpChange({ send: deleteHelpArticle, apply: (index, body: HelpIdBody) => dropArticle(index, body.id) });
