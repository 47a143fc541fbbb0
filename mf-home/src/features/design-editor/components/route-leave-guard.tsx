import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@shop/shared';

/** Asks before a link of the back office leaves unsaved changes behind. */
function Blocker({ when }: { when: boolean }) {
  const { t } = useTranslation('home');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('editor.leave.title')}
      message={t('editor.leave.message')}
      confirmLabel={t('editor.leave.confirm')}
      dismissLabel={t('editor.leave.stay')}
      onConfirm={() => blocker.proceed()}
      onDismiss={() => blocker.reset()}
    />
  );
}

/**
 * The in-app half of the unsaved-changes warning. Blocking needs the host's data router; a plain
 * router (the standalone shell, tests) has none, and only the tab-closing warning applies there.
 */
export function RouteLeaveGuard({ when }: { when: boolean }) {
  return useContext(UNSAFE_DataRouterContext) ? <Blocker when={when} /> : null;
}
