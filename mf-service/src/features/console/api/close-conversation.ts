import { type AdminServiceCloseBody, type ChatConversation, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { consoleKeys } from './console-keys';
import { useDeskChange } from './use-desk-change';

/** Ends a conversation; the member's next message opens it again. */
export async function closeConversation(body: AdminServiceCloseBody): Promise<ChatConversation> {
  const { data } = await staffHttp.call(endpoints.closeServiceConversation, body, { showsNotFound: true });
  return data;
}

export const useCloseConversation = () => useDeskChange(closeConversation, [consoleKeys.queue()]);
