import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServiceUnread } from '@shop/commerce';
import { SERVICE_PATH, useCartStore } from '@shop/shared';

/**
 * A count on a floating item. Beside the link, not in it: the link's visible text stays short ("Cart"),
 * its name says the count in words.
 */
function CountBadge({ count, testId }: { count: number; testId: string }) {
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      className={`pointer-events-none absolute right-1 top-1 min-w-4 rounded-full bg-rose-700 px-1 text-center text-[10px] leading-4 text-white ${count > 0 ? '' : 'hidden'}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The floating side box: the cart with its count badge, customer service with its unread badge, and the member centre. */
export function FloatingBox() {
  const { t } = useTranslation('shell');
  const count = useCartStore((s) => s.count);
  const unread = useServiceUnread();
  const itemClass = 'relative flex h-14 w-14 flex-col items-center justify-center gap-0.5 text-[11px] text-slate-700 hover:bg-rose-700 hover:text-white';
  return (
    <aside aria-label={t('floating.label')} className="fixed right-4 top-1/2 z-40 -translate-y-1/2 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
      <div className="relative">
        <Link to="/cart/index" className={itemClass} aria-label={t('floating.cartWithCount', { count })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
            <circle cx="9" cy="20" r="1.4" />
            <circle cx="17" cy="20" r="1.4" />
          </svg>
          {t('floating.cart')}
        </Link>
        <CountBadge count={count} testId="cart-count" />
      </div>
      <div className="relative border-t border-slate-100">
        <Link to={SERVICE_PATH} className={itemClass} aria-label={unread > 0 ? t('floating.serviceWithUnread', { count: unread }) : t('floating.service')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
            <rect x="3" y="13" width="4" height="6" rx="1.5" />
            <rect x="17" y="13" width="4" height="6" rx="1.5" />
          </svg>
          {t('floating.serviceShort')}
        </Link>
        <CountBadge count={unread} testId="service-unread" />
      </div>
      <Link to="/ucenter/index" className={`${itemClass} border-t border-slate-100`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </svg>
        {t('floating.me')}
        <span className="sr-only">{t('floating.ucenterHint')}</span>
      </Link>
    </aside>
  );
}
