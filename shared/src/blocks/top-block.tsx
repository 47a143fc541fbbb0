import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { logout } from '../auth/session-actions';
import { useAuthStore } from '../stores/auth-store';
import type { LinkItem, TopBlockValue } from '../types/design';
import { SmartLink } from '../ui/smart-link';
import { color, px } from './block-style';
import { LanguageMenu } from './language-menu';

function LinkList({ items }: { items?: LinkItem[] }) {
  return (
    <>
      {(items ?? []).map((item, index) => (
        <SmartLink key={`${item.title}-${index}`} link={item.link} className="hover:text-rose-700">
          {item.title}
        </SmartLink>
      ))}
    </>
  );
}

/** Top bar: welcome + logout for members, tips and links for visitors; links and language on the right. */
export function TopBlock({ value }: { value?: TopBlockValue }) {
  const { t } = useTranslation('common');
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const [left, right] = value?.data ?? [];
  const height = Number(value?.height_style) === 2 ? 40 : px(value?.height_style, 0) > 2 ? px(value?.height_style) : 32;
  return (
    <div
      data-block="top"
      className="border-b text-xs"
      style={{
        backgroundColor: color(value?.background_color) ?? '#f5f5f5',
        borderColor: color(value?.border_color) ?? '#e5e7eb',
        color: color(value?.text_color) ?? '#666',
      }}
    >
      <div className="mx-auto flex w-[1200px] items-center justify-between gap-4" style={{ height }}>
        {/* Both halves share the bar whatever they hold: links arriving with the layout move nothing. */}
        <div className="flex flex-1 items-center gap-3">
          {token ? (
            <>
              <span>
                {t('top.welcome')}
                <Link to="/ucenter/index" className="ml-1 text-rose-700 underline underline-offset-2">
                  {user?.username ?? user?.nickname ?? ''}
                </Link>
              </span>
              <button type="button" className="hover:text-rose-700" onClick={() => void logout()}>
                {t('top.logout')}
              </button>
            </>
          ) : (
            <>
              {left?.tips && <span>{left.tips}</span>}
              <LinkList items={left?.list} />
            </>
          )}
        </div>
        <nav aria-label={t('top.language')} className="flex flex-1 items-center justify-end gap-4">
          <LinkList items={right?.list} />
          <LanguageMenu />
        </nav>
      </div>
    </div>
  );
}
