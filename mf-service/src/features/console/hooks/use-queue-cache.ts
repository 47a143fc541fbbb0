import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminServiceQueueAnswer } from '@shop/contract';
import { consoleKeys } from '../api/console-keys';

/** Changes the cached queue in place (socket frames, read markers); nothing happens before it has loaded. */
export function useQueueCache() {
  const queryClient = useQueryClient();
  return useCallback(
    (change: (queue: AdminServiceQueueAnswer) => AdminServiceQueueAnswer) =>
      queryClient.setQueryData<AdminServiceQueueAnswer>(consoleKeys.queue(), (queue) => queue && change(queue)),
    [queryClient],
  );
}
