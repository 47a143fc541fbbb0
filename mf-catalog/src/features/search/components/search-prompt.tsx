import { useTranslation } from 'react-i18next';

/** Shown for an empty query instead of calling search. */
export function SearchPrompt() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" className="flex h-64 flex-col items-center justify-center gap-2 rounded-lg bg-white text-slate-500">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <p>{t('search.prompt')}</p>
    </div>
  );
}
