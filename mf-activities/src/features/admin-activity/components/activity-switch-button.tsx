import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '@shop/contract';
import { Button, ConfirmDialog } from '@shop/shared';
import { useSwitchActivity } from '../api/switch-activity';
import { useActivityTitle } from '../hooks/use-activity-title';

/** Starts a stopped activity at once; stopping one asks first, since shoppers lose it straight away. */
export function ActivitySwitchButton({ activity }: { activity: AdminActivity }) {
  const { t } = useTranslation('activities');
  const title = useActivityTitle()(activity);
  const change = useSwitchActivity();
  const [asking, setAsking] = useState(false);
  const pending = change.isPending;

  if (!activity.enabled) {
    return (
      <Button variant="ghost" className="px-2 py-1" pending={pending} aria-label={t('admin.list.startNamed', { title })} onClick={() => change.mutate({ id: activity.id, enabled: true })}>
        {t('admin.list.start')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" className="px-2 py-1" pending={pending} aria-label={t('admin.list.stopNamed', { title })} onClick={() => setAsking(true)}>
        {t('admin.list.stop')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('admin.list.stopTitle')}
          message={t('admin.list.stopMessage', { title })}
          confirmLabel={t('admin.list.stopConfirm')}
          dismissLabel={t('admin.list.stopDismiss')}
          pending={pending}
          onDismiss={() => setAsking(false)}
          onConfirm={() => change.mutate({ id: activity.id, enabled: false }, { onSettled: () => setAsking(false) })}
        />
      )}
    </>
  );
}
