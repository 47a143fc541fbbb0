import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** /error and every unknown path. */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <section data-testid="error-page" className="mx-auto my-20 w-[560px] text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-slate-300">!</p>
      <h1 className="mt-4 text-xl font-semibold text-slate-800">{t('error.title')}</h1>
      <p className="mt-2 text-sm text-slate-500">{t('error.body')}</p>
      <Link to="/index" className="mt-6 inline-block rounded-md bg-rose-600 px-5 py-2 text-sm text-white hover:bg-rose-700">
        {t('backHome')}
      </Link>
    </section>
  );
}
