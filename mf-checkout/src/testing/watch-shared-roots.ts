import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@shop/shared';

type SharedRoot = keyof typeof sharedQueryKeys;

/** Caches a query under every cross-app key root; the answer names the roots a change has invalidated since. */
export function watchSharedRoots(queryClient: QueryClient): () => SharedRoot[] {
  const roots = Object.keys(sharedQueryKeys) as SharedRoot[];
  const watched = (root: SharedRoot) => [...sharedQueryKeys[root], 'watched'];
  for (const root of roots) queryClient.setQueryData(watched(root), {});
  return () => roots.filter((root) => queryClient.getQueryState(watched(root))?.isInvalidated);
}
