import { useId, type ReactNode } from 'react';

/** A titled white card of the order detail. */
export function InfoCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded border border-slate-200 bg-white p-4 ${className}`}>
      <h2 id={id} className="mb-3 border-l-4 border-rose-600 pl-2 text-sm font-semibold text-slate-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs, dense. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value], index) => (
        <div key={`${term}-${index}`} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="break-all text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
