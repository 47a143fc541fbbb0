import { useTranslation } from 'react-i18next';

/**
 * What the search page says instead of results: `prompt` for an empty query (nothing is searched),
 * `refused` when the server would not run the query (too long), with no retry that could never work.
 */
export function SearchNotice({ kind }: { kind: 'prompt' | 'refused' }) {
  const { t } = useTranslation('catalog');
  const refused = kind === 'refused';
  return (
    <div role={refused ? 'alert' : 'status'} className="flex h-64 flex-col items-center justify-center gap-2 rounded-lg bg-white px-8 text-center text-slate-600">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="11" cy="11" r="7" />
        <path d={refused ? 'M20 20l-3.5-3.5M8 11h6' : 'M20 20l-3.5-3.5'} />
      </svg>
      {refused ? (
        <>
          <p className="font-medium text-slate-700">{t('search.refused')}</p>
          <p className="text-sm">{t('search.refusedHint')}</p>
        </>
      ) : (
        <p>{t('search.prompt')}</p>
      )}
    </div>
  );
}
