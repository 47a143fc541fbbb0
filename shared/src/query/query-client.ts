import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-error';

/** A failure worth asking again: the network or the server broke, not an answer the server meant. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code >= 500;
}

/**
 * How every app reads server data: answers stay fresh for half a minute (moving between pages does
 * not ask again), a failed read is retried twice unless the server meant its answer (a 4xx envelope
 * is final), and nothing is asked again just because the window got focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && isTransient(error),
      },
      mutations: { retry: false },
    },
  });
}

/** The one client of the site: the host provides it, every remote reads and writes through it. */
export const queryClient = createQueryClient();
