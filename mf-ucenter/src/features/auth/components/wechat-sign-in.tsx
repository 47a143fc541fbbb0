import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { endpoints, WECHAT_SIGN_IN_ERRORS, type WechatSignInError } from '@shop/contract';
import { API_BASE, useSettingsStore } from '@shop/shared';
import { safeRedirect } from '@/lib/paths';

const isWechatError = (value: string | null): value is WechatSignInError => (WECHAT_SIGN_IN_ERRORS as readonly (string | null)[]).includes(value);

/** Why the last WeChat sign-in came back here (`?wechat_error=`), said in the shopper's language. */
export function WechatSignInError() {
  const { t } = useTranslation('ucenter');
  const [params] = useSearchParams();
  const reason = params.get('wechat_error');
  if (!isWechatError(reason)) return null;
  return (
    <p role="alert" className="mb-5 rounded border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-700">
      {t(`login.wechat.errors.${reason}`)}
    </p>
  );
}

function WechatMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
      <path d="M9.1 4C5.2 4 2 6.7 2 10c0 1.9 1 3.6 2.7 4.7l-.7 2.1 2.5-1.3c.8.2 1.7.4 2.6.4h.7a5.6 5.6 0 0 1-.2-1.5c0-3.3 3.1-5.9 6.9-5.9h.6C16.5 5.8 13.1 4 9.1 4Zm-2.4 3.1a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8ZM16.5 10C13.4 10 11 12.1 11 14.6s2.4 4.6 5.5 4.6c.7 0 1.3-.1 2-.3l2 1.1-.6-1.7c1.3-.9 2.1-2.2 2.1-3.7 0-2.5-2.5-4.6-5.5-4.6Zm-1.9 2.7a.8.8 0 1 1 0 1.5.8.8 0 0 1 0-1.5Zm3.8 0a.8.8 0 1 1 0 1.5.8.8 0 0 1 0-1.5Z" />
    </svg>
  );
}

/**
 * "Sign in with WeChat" when the shop offers it (`is_wechat` from common/init): a link that leaves for
 * WeChat's QR connect page through the API (user/wechat/start), carrying where to come back to. The
 * callback hands the token back in the `oauth` cookie, which the host adopts as the page loads.
 */
export function WechatSignIn() {
  const { t } = useTranslation('ucenter');
  const [params] = useSearchParams();
  const offered = useSettingsStore((state) => state.settings?.is_wechat === 1);
  if (!offered) return null;
  const redirect = params.get('redirect');
  const query = redirect ? `?${new URLSearchParams({ redirect: safeRedirect(redirect) }).toString()}` : '';
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('login.wechat.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a
        href={`${API_BASE}${endpoints.startWechatSignIn.path}${query}`}
        className="mt-4 flex h-11 w-full items-center justify-center gap-2 rounded border border-green-700 bg-white text-base font-medium text-green-800 transition-colors hover:bg-green-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        <WechatMark />
        {t('login.wechat.button')}
      </a>
      <p className="mt-2 text-center text-xs text-slate-500">{t('login.wechat.hint')}</p>
    </div>
  );
}
