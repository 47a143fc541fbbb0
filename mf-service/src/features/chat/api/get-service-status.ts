import { useQuery } from '@tanstack/react-query';
import { endpoints, type ServiceStatus } from '@shop/contract';
import { http } from '@shop/shared';
import { chatKeys } from './chat-keys';

/** `service/status`: whether an agent is online and who answers; the socket's `login` and `presence` frames update it later. */
export async function getServiceStatus(): Promise<ServiceStatus> {
  return (await http.call(endpoints.getServiceStatus)).data;
}

export function useServiceStatus() {
  return useQuery({ queryKey: chatKeys.status(), queryFn: getServiceStatus });
}
