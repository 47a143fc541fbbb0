import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActivityType } from '@shop/contract';
import { activityListPath } from '@shop/shared';

/** An activity that does not exist (or is of another type): say so and offer the type's list. */
export function NotFoundPanel({ type }: { type: ActivityType }) {
  const { t } = useTranslation('activities');
  return (
    <div role="alert" className="flex h-80 flex-col items-center justify-center gap-3 rounded-lg bg-white text-slate-600">
      <h1 className="text-lg font-semibold text-slate-800">{t('common.notFound.title')}</h1>
      <p className="text-sm">{t('common.notFound.body')}</p>
      <Link to={activityListPath(type)} className="text-sm font-medium text-rose-700 hover:underline">
        {t('common.notFound.back', { type: t(`common.types.${type}`) })}
      </Link>
    </div>
  );
}
