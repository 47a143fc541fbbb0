import type { ReactNode } from 'react';

/** A card's name (its region's label) with, to its right, the link to where its figure is acted on. */
export function CardHeading({ id, label, action }: { id: string; label: string; action?: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <h2 id={id} className="text-sm text-slate-500">
        {label}
      </h2>
      {action && <div className="text-xs">{action}</div>}
    </div>
  );
}
