import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_BANNER_HEIGHT_PX, SmartLink } from '@shop/shared';
import type { CategoryMenuItem } from '../../lib/types';

/** How many sub-categories each menu row previews under its title. */
const PREVIEW_CHILDREN = 3;

/**
 * The left category menu. Hovering (or focusing) an entry opens its sub-menu as a fly-out panel over
 * the banner, sized to its sub-categories; leaving the menu and the panel, or Escape, closes it.
 */
export function CategoryMenu({ items }: { items: CategoryMenuItem[] }) {
  const { t } = useTranslation('home');
  const [active, setActive] = useState<number | null>(null);
  // The entry whose panel Escape closed; it stays closed while focus is back on that entry.
  const [dismissed, setDismissed] = useState<number | null>(null);

  const enter = (index: number) => {
    setActive(index);
    setDismissed((closed) => (closed === index ? closed : null));
  };

  const leave = () => {
    setActive(null);
    setDismissed(null);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || active === null) return;
    event.preventDefault();
    setDismissed(active);
    event.currentTarget.querySelectorAll<HTMLElement>(':scope > ul > li > a')[active]?.focus();
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) leave();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape is caught once for every link inside (menu and fly-out): a design link (SmartLink) takes no key handler of its own, and the menu itself is not made interactive.
    <nav
      aria-label={t('category.menu')}
      className="relative z-20 w-[210px] shrink-0"
      onMouseLeave={leave}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={closeOnEscape}
    >
      <ul className="flex h-full flex-col rounded-l-lg bg-slate-800 py-3 text-white" style={{ height: CATEGORY_BANNER_HEIGHT_PX }}>
        {items.map((item, index) => {
          const children = Array.isArray(item.children) ? item.children : [];
          const open = active === index && dismissed !== index && children.length > 0;
          return (
            <li
              key={`${item.title}-${index}`}
              className={`flex max-h-20 min-h-10 flex-1 flex-col justify-center px-5 transition-colors ${active === index ? 'bg-white/15' : ''}`}
              onMouseEnter={() => enter(index)}
              onFocus={() => enter(index)}
            >
              <SmartLink link={item.link} className="flex items-center justify-between text-[15px] font-medium hover:text-rose-200">
                {item.title}
                <span aria-hidden="true" className="text-white/50">›</span>
              </SmartLink>
              {children.length > 0 && (
                <p aria-hidden="true" className="mt-0.5 truncate text-xs text-white/70">
                  {children.slice(0, PREVIEW_CHILDREN).map((child) => child.title).join(' / ')}
                </p>
              )}
              {open && (
                <div
                  role="group"
                  aria-label={t('category.subMenu', { title: item.title ?? '' })}
                  data-testid="category-submenu"
                  className="absolute top-0 left-full w-[460px] overflow-y-auto rounded-r-lg border border-slate-200 bg-white p-5 text-slate-700 shadow-xl"
                  style={{ maxHeight: CATEGORY_BANNER_HEIGHT_PX }}
                >
                  <h3 className="mb-3 border-b border-slate-100 pb-2 text-base font-semibold text-slate-800">
                    <SmartLink link={item.link} className="hover:text-rose-700 hover:underline">
                      {item.title}
                    </SmartLink>
                  </h3>
                  <ul className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
                    {children.map((child, childIndex) => (
                      <li key={`${child.title}-${childIndex}`}>
                        <SmartLink link={child.link} className="block whitespace-nowrap rounded px-2 py-1.5 hover:bg-rose-50 hover:text-rose-800">
                          {child.title}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
