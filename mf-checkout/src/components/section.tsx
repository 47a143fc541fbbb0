import { useId, type ReactNode } from 'react';

/** A titled white block of the confirmation page. */
export function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-4 rounded-lg bg-white px-6 py-5">
      <div className="mb-4 flex items-center justify-between">
        <h2 id={id} className="border-l-4 border-rose-600 pl-2 text-base font-semibold text-slate-800">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
