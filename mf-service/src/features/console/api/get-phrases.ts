import { useQuery } from '@tanstack/react-query';
import { staffHttp } from '@shop/shared';
import { type AdminServicePhrasesAnswer, endpoints } from '@shop/contract';
import { consoleKeys } from './console-keys';

/** The quick phrases: the shop's shared ones and the agent's own. */
export async function getPhrases(): Promise<AdminServicePhrasesAnswer> {
  const { data } = await staffHttp.call(endpoints.listServicePhrases);
  return data;
}

export function usePhrases() {
  return useQuery({ queryKey: consoleKeys.phrases(), queryFn: getPhrases });
}
