import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** /404 and /public/404: the page you are visiting does not exist. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="mx-auto my-20 w-[560px] text-center">
      <p className="text-6xl font-bold text-rose-600">404</p>
      <h1 className="mt-4 text-xl font-semibold text-slate-800">{t('notFound.title')}</h1>
      <Link to="/index" className="mt-6 inline-block rounded-md bg-rose-600 px-5 py-2 text-sm text-white hover:bg-rose-700">
        {t('backHome')}
      </Link>
    </section>
  );
}
