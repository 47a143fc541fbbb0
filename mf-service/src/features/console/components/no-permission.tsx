import { useTranslation } from 'react-i18next';

/** What a back-office user whose role does not answer the chat sees instead of the desk. */
export function NoPermission() {
  const { t } = useTranslation('service');
  return (
    <div className="py-16">
      <section role="alert" aria-labelledby="console-no-permission" className="flex flex-col items-center gap-3 rounded-lg bg-white px-8 py-16 text-center">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        <h2 id="console-no-permission" className="text-lg font-semibold text-slate-800">
          {t('console.noPermission.title')}
        </h2>
        <p className="max-w-md text-sm text-slate-600">{t('console.noPermission.text')}</p>
      </section>
    </div>
  );
}
