import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A changed record's fields as indented JSON; "none" where there was no record. */
function Snapshot({ title, value }: { title: string; value: unknown }) {
  const { t } = useTranslation('backOffice');
  const id = useId();
  return (
    <figure aria-labelledby={id} className="min-w-0 flex-1">
      <figcaption id={id} className="mb-1 text-xs font-medium text-slate-500">
        {title}
      </figcaption>
      <pre className="max-h-72 overflow-auto rounded border border-slate-200 bg-white p-2 text-xs leading-5 text-slate-700">
        {value === null || value === undefined ? t('audit.nothing') : JSON.stringify(value, null, 2)}
      </pre>
    </figure>
  );
}

/** What a change did: the record before and after it, side by side. */
export function ChangeDetails({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('backOffice');
  return (
    <div className="flex gap-4">
      <Snapshot title={t('audit.before')} value={before} />
      <Snapshot title={t('audit.after')} value={after} />
    </div>
  );
}
