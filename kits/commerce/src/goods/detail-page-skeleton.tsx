import type { ReactNode } from 'react';
import { Skeleton } from '@shop/shared';

// Whole class names, so that Tailwind finds them in this file; the sizes of the Gallery's photo.
const PHOTO = {
  400: { column: 'w-[400px]', photo: 'h-[400px] w-[400px]' },
  420: { column: 'w-[420px]', photo: 'h-[420px] w-[420px]' },
} as const;
// The buy buttons line up with the values of the page's rows, past their names.
const BUTTONS_INDENT = { 80: 'pl-20', 96: 'pl-24' } as const;

interface DetailPageSkeletonProps {
  /** What is loading, for a screen reader. */
  label: string;
  /** The side of the gallery's main photo in px, as the page's Gallery has it. */
  photo: keyof typeof PHOTO;
  /** The rows beside the gallery, shaped like the page's own; the two buy buttons follow them. */
  children: ReactNode;
  /** How far the buy buttons stand in, in px: the width of the names of the page's rows. */
  buttonsIndent: keyof typeof BUTTONS_INDENT;
  /** Before the frame (a hidden heading, say). */
  before?: ReactNode;
  /** What lies under the frame (the details' boxes). */
  below?: ReactNode;
}

/** A goods or activity page while its answer loads: the gallery's place beside the page's rows and its buy buttons, in the page's white frame. */
export function DetailPageSkeleton({ label, photo, children, buttonsIndent, before, below }: DetailPageSkeletonProps) {
  return (
    <div role="status" aria-label={label}>
      {before}
      <div className="flex gap-8 rounded-lg bg-white p-6">
        <div className={`${PHOTO[photo].column} shrink-0`}>
          <Skeleton className={`${PHOTO[photo].photo} rounded-lg`} />
          <div className="mt-3 flex gap-2">
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-16 w-16" />
            ))}
          </div>
        </div>
        <div className="flex-1 space-y-4">
          {children}
          <div className={`flex gap-4 pt-6 ${BUTTONS_INDENT[buttonsIndent]}`}>
            <Skeleton className="h-11 w-40" />
            <Skeleton className="h-11 w-40" />
          </div>
        </div>
      </div>
      {below}
    </div>
  );
}
