import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCartStore } from '@shop/shared';

/** The floating side box: the cart with its count badge, and the member centre. */
export function FloatingBox() {
  const { t } = useTranslation('shell');
  const count = useCartStore((s) => s.count);
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
        {/* Beside the link, not in it: the link's visible text stays "Cart", its name says the count in words. */}
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className={`pointer-events-none absolute right-1 top-1 min-w-4 rounded-full bg-rose-700 px-1 text-center text-[10px] leading-4 text-white ${count > 0 ? '' : 'hidden'}`}
        >
          {count > 99 ? '99+' : count}
        </span>
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
