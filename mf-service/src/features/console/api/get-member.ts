import { useQuery } from '@tanstack/react-query';
import { staffHttp } from '@shop/shared';
import { endpoints, type ServiceMemberProfile } from '@shop/contract';
import { consoleKeys } from './console-keys';

/** The member behind a conversation: who they are, what they have spent, and their latest orders. */
export async function getConversationMember(conversationId: number): Promise<ServiceMemberProfile> {
  const { data } = await staffHttp.call(endpoints.getServiceMember, { conversation_id: conversationId });
  return data;
}

export function useConversationMember(conversationId: number) {
  return useQuery({ queryKey: consoleKeys.member(conversationId), queryFn: () => getConversationMember(conversationId) });
}
