import { useId, type ReactNode } from 'react';

/** A titled white card of the activity form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded border border-slate-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-sm font-semibold text-slate-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
