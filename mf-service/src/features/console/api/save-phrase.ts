import { type AdminServicePhraseSaveBody, type ChatPhrase, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { consoleKeys } from './console-keys';
import { useDeskChange } from './use-desk-change';

/** Adds one of the agent's own phrases; a refusal is the form's to show. */
export async function savePhrase(body: AdminServicePhraseSaveBody): Promise<ChatPhrase> {
  const { data } = await staffHttp.call(endpoints.saveServicePhrase, body, { showsRefusal: true });
  return data;
}

export const useSavePhrase = () => useDeskChange(savePhrase, [consoleKeys.phrases()], true);
