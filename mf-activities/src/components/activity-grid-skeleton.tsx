import { Skeleton } from '@shop/shared';
import { ACTIVITY_GRID } from './activity-card-grid';

/** Cards of the final size while a list loads, so the grid does not jump. */
export function ActivityGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className={ACTIVITY_GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, n) => (
        <li key={n} className="flex flex-col rounded-lg bg-white p-3">
          <Skeleton className="aspect-square w-full rounded-md" />
          <Skeleton className="mt-3 h-10 w-full" />
          <Skeleton className="mt-2 h-7 w-28" />
          <Skeleton className="mt-2 h-3 w-full" />
          <Skeleton className="mt-2 h-4 w-32" />
        </li>
      ))}
    </ul>
  );
}
