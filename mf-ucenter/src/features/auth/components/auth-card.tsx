import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the form (sign-up, forgot password...). */
  footer?: ReactNode;
}

/** The centred white card every account page sits in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-[1200px] justify-center py-16">
      <section className="w-[420px] rounded-lg bg-white px-10 py-9 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-center text-2xl font-semibold text-slate-800">{title}</h1>
        {subtitle && <p className="mt-2 text-center text-sm text-slate-500">{subtitle}</p>}
        <div className="mt-7">{children}</div>
        {footer && <div className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-500">{footer}</div>}
      </section>
    </div>
  );
}
