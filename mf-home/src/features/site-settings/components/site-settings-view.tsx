import { useTranslation } from 'react-i18next';
import { LoadFailed, Skeleton } from '@shop/shared';
import { useSiteSettings } from '../api/site-settings';
import { SiteSettingsForm } from './site-settings-form';

/** /admin/system/site: the site settings, once loaded. */
export function SiteSettingsView() {
  const { t } = useTranslation('home');
  const settings = useSiteSettings();
  if (settings.isError && !settings.data) return <LoadFailed message={t('site.loadFailed')} onRetry={() => void settings.refetch()} />;
  if (!settings.data)
    return (
      <div role="status" aria-busy="true" className="grid max-w-5xl grid-cols-2 gap-4">
        <span className="sr-only">{t('site.loading')}</span>
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    );
  return <SiteSettingsForm detail={settings.data} />;
}
