import { Skeleton } from '@shop/shared';

/** What a page shows while its remote loads: the shape of a page, not a spinner. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-[1200px] py-6" aria-busy="true">
      <Skeleton className="h-8 w-64" />
      <div className="mt-6 grid grid-cols-4 gap-4">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-56" />
        ))}
      </div>
    </div>
  );
}
