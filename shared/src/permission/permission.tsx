import type { ReactNode } from 'react';
import { usePermissionStore } from '../stores/permission-store';

/** True when the list has `*` or any of the allowed entries. */
export function hasPermission(granted: readonly string[], allowed: readonly string[]): boolean {
  if (allowed.length === 0) {
    throw new Error('Permission: a non-empty list of allowed entries is required, e.g. allow={["goods/edit"]}');
  }
  return granted.includes('*') || allowed.some((entry) => granted.includes(entry));
}

/** The permission element of spec sections 5-6: its children are removed unless permitted. */
export function Permission({ allow, children }: { allow: string[]; children: ReactNode }) {
  const granted = usePermissionStore((s) => s.auth);
  return hasPermission(granted, allow) ? <>{children}</> : null;
}
