import { useId, type ReactNode } from 'react';

export type InfoRow = readonly [label: string, value: ReactNode];

/** A titled box of the order detail. */
export function DetailBox({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`p-6 ${className}`}>
      <h2 id={id} className="mb-4 text-sm font-semibold text-slate-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs; rows left out (`false`) are fields the order does not have. */
export function InfoList({ rows }: { rows: ReadonlyArray<InfoRow | false | null> }) {
  return (
    <dl className="space-y-2.5 text-sm">
      {rows
        .filter((row): row is InfoRow => Boolean(row))
        .map(([label, value]) => (
          <div key={label} className="flex items-start gap-3">
            <dt className="w-32 shrink-0 whitespace-nowrap text-slate-500">{label}</dt>
            <dd className="min-w-0 flex-1 break-words text-slate-700">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
