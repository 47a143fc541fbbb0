import type { ReactNode } from 'react';

/** An amount with its direction: green with "+" for money or points in, red with "−" for out. */
export function SignedAmount({ income, children }: { income: boolean; children: ReactNode }) {
  return (
    <span className={`font-semibold tabular-nums ${income ? 'text-emerald-700' : 'text-rose-600'}`}>
      {income ? '+' : '−'}
      {children}
    </span>
  );
}
