import { Skeleton } from '@shop/shared';

/** A back-office page while it loads: a toolbar row and table rows, in the content area's width. */
export function ContentSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <Skeleton className="h-9 w-full max-w-xl" />
      <div className="space-y-2 rounded border border-slate-200 bg-white p-3">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-6 w-full" />
        ))}
      </div>
    </div>
  );
}
