import { useQuery } from '@tanstack/react-query';
import { type AdminServiceQueueAnswer, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { consoleKeys } from './console-keys';

/** The agent's queue: their open conversations and the waiting ones (an admin sees every open one). */
export async function getQueue(): Promise<AdminServiceQueueAnswer> {
  const { data } = await staffHttp.call(endpoints.getServiceQueue);
  return data;
}

/** The socket keeps the queue current (`conversation`, `message`, `unread` frames); it is read again after a reconnect. */
export function useQueue() {
  return useQuery({ queryKey: consoleKeys.queue(), queryFn: getQueue, staleTime: Infinity });
}
