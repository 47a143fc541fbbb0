import { Skeleton } from '@shop/shared';

/** Saved goods tiles' shape while a list answers, five to a row. */
export function SavedGoodsSkeleton({ tiles }: { tiles: number }) {
  return (
    <div className="grid grid-cols-5 gap-4">
      {Array.from({ length: tiles }, (_, n) => (
        <div key={n} className="space-y-2">
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}
