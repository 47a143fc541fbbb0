import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BackOfficeRoute } from '@shop/contract';
import { titleLanguage } from './purview-trail';

/** What a path the user's role has no page for shows, in place of any page; the frame titles it "No permission". */
export function NoPermission({ firstPage }: { firstPage: BackOfficeRoute | undefined }) {
  const { t, i18n } = useTranslation('backOffice');
  return (
    <section role="alert" className="mx-auto mt-12 max-w-lg rounded border border-slate-200 bg-white p-8 text-center">
      <p aria-hidden="true" className="text-4xl font-semibold text-rose-600">
        403
      </p>
      <p className="mt-2 text-sm text-slate-600">{t('noPermission.body')}</p>
      {firstPage ? (
        <Link to={firstPage.path} className="mt-6 inline-flex rounded bg-rose-600 px-4 py-2 text-sm font-medium text-white hover:bg-rose-700">
          {t('noPermission.firstPage', { page: firstPage.title[titleLanguage(i18n.language)] })}
        </Link>
      ) : (
        <p className="mt-4 text-sm text-slate-500">{t('noPermission.nothing')}</p>
      )}
    </section>
  );
}
