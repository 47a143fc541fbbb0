import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CATEGORY_BANNER_HEIGHT_PX, CENTER_PATH, LazyImage, LOGIN_PATH, SmartLink, useAuthStore, useIsLoggedIn } from '@shop/shared';
import { useUnusedCouponCount } from '../../api/get-unused-coupons';
import type { CategoryBlockValue } from '../../lib/types';

function DefaultAvatar() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="h-full w-full">
      <rect width="64" height="64" fill="#fde4e8" />
      <circle cx="32" cy="25" r="11" fill="#fb7185" />
      <path d="M12 58c2-12 10-18 20-18s18 6 20 18z" fill="#fb7185" />
    </svg>
  );
}

type UserValue = CategoryBlockValue['user'];

function Promotions({ user }: { user: UserValue }) {
  const { t } = useTranslation('home');
  const list = Array.isArray(user?.list) ? user.list : [];
  if (list.length > 0) {
    return (
      <ul aria-label={t('user.promotions')} className="grid grid-cols-2 gap-2" data-testid="user-promotions">
        {list.map((item, index) => (
          <li key={`${item.title}-${index}`}>
            <SmartLink
              link={item.link}
              className="group flex flex-col items-center gap-1.5 rounded-md bg-slate-50 p-2 text-xs text-slate-700 transition hover:bg-rose-50 hover:text-rose-800"
            >
              <LazyImage src={item.image} alt="" className="h-16 w-full rounded object-cover" />
              <span className="truncate">{item.title || t('user.promotion')}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    );
  }
  return <LazyImage src={user?.image} alt={t('user.promotion')} className="h-[180px] w-full rounded-md object-cover" />;
}

/** The panel right of the banner: sign-in and sign-up for visitors, a greeting and offers for members. */
export function UserPanel({ user }: { user: UserValue }) {
  const { t } = useTranslation('home');
  const loggedIn = useIsLoggedIn();
  const member = useAuthStore((s) => s.user);
  const name = member?.username || member?.nickname || t('user.member');
  const coupons = useUnusedCouponCount().data;

  return (
    <section
      aria-label={t('user.panel')}
      data-testid="user-panel"
      data-state={loggedIn ? 'member' : 'visitor'}
      className="flex w-[230px] shrink-0 flex-col gap-4 rounded-r-lg bg-white p-4"
      style={{ height: CATEGORY_BANNER_HEIGHT_PX }}
    >
      <div className="flex flex-col items-center gap-2 border-b border-slate-100 pb-4 text-center">
        <span className="block h-16 w-16 overflow-hidden rounded-full ring-2 ring-rose-100">
          {loggedIn && member?.avatar ? <LazyImage eager src={member.avatar} alt={t('user.avatar')} className="h-full w-full object-cover" /> : <DefaultAvatar />}
        </span>
        <p className="max-w-full truncate text-sm font-medium text-slate-800">
          {loggedIn ? t('user.memberGreeting', { name }) : t('user.visitorGreeting')}
        </p>
        {loggedIn && coupons !== undefined && coupons > 0 && (
          <p className="text-xs text-rose-700" data-testid="user-coupons">
            {t('user.coupons', { count: coupons })}
          </p>
        )}
        {loggedIn ? (
          <Link to={CENTER_PATH} className="rounded-full border border-rose-700 px-5 py-1 text-xs text-rose-700 transition hover:bg-rose-700 hover:text-white">
            {t('user.center')}
          </Link>
        ) : (
          <div className="flex gap-2">
            <Link to={LOGIN_PATH} className="rounded-full bg-rose-700 px-5 py-1 text-xs text-white transition hover:bg-rose-800">
              {t('user.signIn')}
            </Link>
            <Link to="/user/register" className="rounded-full border border-rose-700 px-5 py-1 text-xs text-rose-700 transition hover:bg-rose-50">
              {t('user.signUp')}
            </Link>
          </div>
        )}
      </div>
      {loggedIn ? (
        <Promotions user={user} />
      ) : (
        user?.tips && (
          <p className="rounded-md bg-linear-to-br from-rose-50 to-orange-50 px-3 py-4 text-center text-sm leading-6 text-rose-800">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto mb-1 block h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.6">
              <rect x="3" y="8" width="18" height="4" rx="1" />
              <path d="M5 12v8h14v-8M12 8v12M12 8c-2-4-6-4-6-1.5S10 8 12 8c2 0 6-1 6-1.5S14 4 12 8z" />
            </svg>
            {user.tips}
          </p>
        )
      )}
    </section>
  );
}
