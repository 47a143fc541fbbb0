import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderCounts } from '@shop/contract';
import { badgeText, ORDER_SHORTCUTS } from '../lib/order-shortcuts';
import { ShortcutIcon } from './shortcut-icon';

/** The row of order statuses, each with how many orders wait in it, each opening its tab. */
export function OrderShortcuts({ counts }: { counts: OrderCounts }) {
  const { t } = useTranslation('ucenter');
  return (
    <ul aria-label={t('glance.shortcuts')} className="grid grid-cols-5 border-b border-slate-100">
      {ORDER_SHORTCUTS.map((shortcut) => {
        const count = shortcut.count(counts);
        return (
          <li key={shortcut.key}>
            <Link to={shortcut.path} className="group flex flex-col items-center gap-2 py-5 text-sm text-slate-600 hover:text-rose-600">
              <span className="relative text-slate-500 group-hover:text-rose-600">
                <ShortcutIcon status={shortcut.key} />
                {count > 0 && (
                  <span aria-hidden="true" className="absolute -right-3 -top-2 min-w-[1.25rem] rounded-full bg-rose-600 px-1.5 text-center text-xs font-medium leading-5 text-white">
                    {badgeText(count)}
                  </span>
                )}
              </span>
              <span>
                {t(`glance.status.${shortcut.key}`)}
                {count > 0 && <span className="sr-only">{t('glance.waiting', { count })}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
