import { type AdminServicePhraseDeleteBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { consoleKeys } from './console-keys';
import { useDeskChange } from './use-desk-change';

/** Deletes one of the agent's own phrases (or, for an admin, a shared one). */
export async function deletePhrase(body: AdminServicePhraseDeleteBody): Promise<void> {
  await staffHttp.call(endpoints.deleteServicePhrase, body);
}

export const useDeletePhrase = () => useDeskChange(deletePhrase, [consoleKeys.phrases()]);
