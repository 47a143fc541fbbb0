import { type AdminServiceTransferBody, type ChatConversation, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { consoleKeys } from './console-keys';
import { useDeskChange } from './use-desk-change';

/** Hands a conversation to another agent (online or not); the member is told in the chat. Answers the conversation as it is now. */
export async function transferConversation(body: AdminServiceTransferBody): Promise<ChatConversation> {
  const { data } = await staffHttp.call(endpoints.transferServiceConversation, body, { showsNotFound: true });
  return data;
}

/** The conversation moves in the queue (or leaves it), and the agents' open counts change. */
export const useTransferConversation = () => useDeskChange(transferConversation, [consoleKeys.queue(), consoleKeys.agents()]);
