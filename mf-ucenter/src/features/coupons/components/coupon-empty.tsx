import type { ReactNode } from 'react';

/** No coupon under this tab: what to say, and where to go. */
export function CouponEmpty({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-200 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-16 w-16 text-slate-300" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M8 20a4 4 0 0 1 4-4h40a4 4 0 0 1 4 4v6a6 6 0 0 0 0 12v6a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4v-6a6 6 0 0 0 0-12z" />
        <path d="M26 16v32" strokeDasharray="3 3" />
      </svg>
      <p className="mt-4 text-sm text-slate-500">{message}</p>
      {children}
    </div>
  );
}
