import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_PATH, Breadcrumbs, LanguageMenu, useStaffStore, type BreadcrumbItem } from '@shop/shared';
import { signOutOfBackOffice } from '../api/staff-logout';

/** The frame's top bar: where the page sits, who is signed in, language, the way to the shop, sign out. */
export function FrameHeader({ breadcrumbs }: { breadcrumbs: BreadcrumbItem[] }) {
  const { t } = useTranslation('backOffice');
  const navigate = useNavigate();
  const user = useStaffStore((s) => s.user);
  const signOut = () => void signOutOfBackOffice(() => Promise.resolve(navigate(ADMIN_LOGIN_PATH, { replace: true })));
  return (
    <header className="flex h-12 shrink-0 items-center gap-4 border-b border-slate-200 bg-white px-4 text-sm text-slate-600">
      {/* The trail arrives with the page: its place is kept, so the items on the right never move. */}
      <div className="min-w-0 flex-1">
        <Breadcrumbs items={breadcrumbs} />
      </div>
      {user && (
        <p className="flex shrink-0 items-center gap-1.5">
          <span className="font-medium text-slate-800">{user.name}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{user.role.name}</span>
        </p>
      )}
      <p className="shrink-0 text-xs text-slate-500">{t('frame.chinaTime')}</p>
      <LanguageMenu />
      <Link to="/index" className="hover:text-rose-700">
        {t('frame.visitShop')}
      </Link>
      <button type="button" onClick={signOut} className="hover:text-rose-700">
        {t('frame.signOut')}
      </button>
    </header>
  );
}
