import { grantsAll } from '@shop/contract';
import { usePermissionStore } from '@shop/shared';

/**
 * Whether the signed-in back-office user may hand on a list of permissions. The server refuses to
 * grant, assign or act on any they lack (docs/api/back-office.md), so the role and user pages do
 * not offer it.
 */
export function useCanHandOn(): (permissions: readonly string[]) => boolean {
  const granted = usePermissionStore((s) => s.auth);
  return (permissions) => grantsAll(granted, permissions);
}
