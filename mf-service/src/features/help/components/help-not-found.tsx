import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HELP_PATH } from '@shop/shared';
import { HelpFrame } from './help-frame';

/** An article that does not exist or is not published: say so, and lead back to the help centre. */
export function HelpNotFound() {
  const { t } = useTranslation('service');
  return (
    <HelpFrame trail={[{ label: t('help.notFound.title') }]}>
      <div role="alert" className="flex h-80 flex-col items-center justify-center gap-3 rounded-lg bg-white text-slate-600">
        <h1 className="text-lg font-semibold text-slate-800">{t('help.notFound.title')}</h1>
        <p className="text-sm">{t('help.notFound.body')}</p>
        <Link to={HELP_PATH} className="text-sm font-medium text-rose-700 hover:underline">
          {t('help.notFound.back')}
        </Link>
      </div>
    </HelpFrame>
  );
}
