import type { ReactNode } from 'react';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';

/** The page's one heading beside the checkout progress, as on a desktop mall. */
export function PageHeader({ title, step, children }: { title: string; step: CheckoutStep; children?: ReactNode }) {
  return (
    <header className="mb-4 flex items-end justify-between border-b-2 border-rose-600 pb-3">
      <div className="flex items-baseline gap-3">
        <h1 className="text-2xl font-bold text-slate-800">{title}</h1>
        {children}
      </div>
      <CheckoutSteps current={step} />
    </header>
  );
}
