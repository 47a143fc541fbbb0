import { useTranslation } from 'react-i18next';

/** The server would not run this query (too long): say so, with no retry that could never work. */
export function SearchRefused() {
  const { t } = useTranslation('catalog');
  return (
    <div role="alert" className="flex h-64 flex-col items-center justify-center gap-2 rounded-lg bg-white px-8 text-center text-slate-600">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5M8 11h6" />
      </svg>
      <p className="font-medium text-slate-700">{t('search.refused')}</p>
      <p className="text-sm">{t('search.refusedHint')}</p>
    </div>
  );
}
