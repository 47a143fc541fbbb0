import { useQuery } from '@tanstack/react-query';
import { staffHttp } from '@shop/shared';
import { type AdminServiceAgentsAnswer, endpoints } from '@shop/contract';
import { consoleKeys } from './console-keys';

/** The agents a conversation can go to, with whether they are online and how many conversations they have open. */
export async function getAgents(): Promise<AdminServiceAgentsAnswer> {
  const { data } = await staffHttp.call(endpoints.listServiceAgents);
  return data;
}

/** Asked again each time the transfer dialog opens: who is online changes by the minute. */
export function useAgents() {
  return useQuery({ queryKey: consoleKeys.agents(), queryFn: getAgents, staleTime: 0 });
}
