import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '@shop/shared';
import type { ChatSocketStatus, ChatStopReason } from '@/lib/chat-socket';

/** Says why messages may not go out at once: the connection is being made again, or cannot be (signed out, opened elsewhere). */
export function ConnectionBanner({ connection, stopReason, wasOpen }: { connection: ChatSocketStatus; stopReason: ChatStopReason | null; wasOpen: boolean }) {
  const { t } = useTranslation('service');
  const { pathname, search } = useLocation();
  const box = 'flex items-center justify-center gap-3 border-b px-4 py-2 text-sm';
  if (stopReason === 'signed_out' || stopReason === 'forbidden')
    return (
      <div role="alert" className={`${box} border-rose-200 bg-rose-50 text-rose-800`}>
        {t('chat.signedOut')}
        <Link to={loginPathFor(pathname + search)} className="font-medium underline">
          {t('chat.signIn')}
        </Link>
      </div>
    );
  if (stopReason === 'replaced')
    return (
      <div role="alert" className={`${box} border-amber-200 bg-amber-50 text-amber-900`}>
        {t('chat.stopped')}
        <button type="button" onClick={() => window.location.reload()} className="font-medium underline">
          {t('chat.reload')}
        </button>
      </div>
    );
  // The first connection is made quietly; a banner appears only once one was lost.
  if (connection === 'offline' || (connection === 'connecting' && wasOpen))
    return (
      <p role="status" className={`${box} border-amber-200 bg-amber-50 text-amber-900`} data-testid="chat-reconnecting">
        <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-amber-700 border-t-transparent" />
        {t('chat.reconnecting')}
      </p>
    );
  return null;
}
