import type { CSSProperties } from 'react';

/** A grey placeholder of the final size, so nothing jumps when data arrives. */
export function Skeleton({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return <div aria-hidden="true" data-testid="skeleton" className={`animate-pulse rounded bg-slate-200 ${className}`} style={style} />;
}
