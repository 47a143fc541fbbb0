import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';
import { AnnounceLive } from './announce-live';

/** The retry of the remote page that is showing the panel. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

/** Shown inside the layout when a remote cannot be loaded; the rest of the site keeps working. */
export function RemoteUnavailable() {
  const { t } = useTranslation('shell');
  const retry = useContext(RemoteRetryContext);
  return (
    <section role="alert" className="mx-auto my-16 w-[560px] rounded-lg border border-amber-200 bg-amber-50 p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-800">{t('remote.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('remote.body')}</p>
      {retry && (
        <Button className="mt-6" onClick={retry}>
          {t('remote.retry')}
        </Button>
      )}
      <AnnounceLive />
    </section>
  );
}
