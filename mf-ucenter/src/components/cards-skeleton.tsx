import { Skeleton } from '@shop/shared';

interface CardsSkeletonProps {
  /** What is loading, for assistive technology. */
  label: string;
  cards?: number;
  /** The cards have a row under their goods (an after-sales request's reason and progress). */
  footer?: boolean;
}

/** The shape of a list of order-like cards while it loads: a header bar, a goods row, and the footer row when there is one. */
export function CardsSkeleton({ label, cards = 3, footer = false }: CardsSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {Array.from({ length: cards }, (_, n) => (
        <div key={n} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <div className="flex gap-6 border-b border-slate-200 bg-slate-50 px-5 py-3">
            <Skeleton className="h-4 w-36" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="ml-auto h-4 w-16" />
          </div>
          <div className="flex items-center gap-4 px-5 py-4">
            <Skeleton className="h-20 w-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-8 w-28" />
          </div>
          {footer && (
            <div className="flex justify-between border-t border-slate-100 px-5 py-4">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-6 w-80" />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
