import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_BANNER_HEIGHT_PX, SmartLink } from '@shop/shared';
import type { CategoryMenuItem } from '../../types';

/** How many sub-categories each menu row previews under its title. */
const PREVIEW_CHILDREN = 3;

/**
 * The left category menu. Hovering (or focusing) an entry opens its sub-menu as a fly-out panel over
 * the banner; leaving the menu and the panel closes it.
 */
export function CategoryMenu({ items }: { items: CategoryMenuItem[] }) {
  const { t } = useTranslation('home');
  const [active, setActive] = useState<number | null>(null);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(null);
  };

  return (
    <nav
      aria-label={t('category.menu')}
      className="relative z-20 w-[210px] shrink-0"
      onMouseLeave={() => setActive(null)}
      onBlur={closeWhenFocusLeaves}
    >
      <ul className="flex h-full flex-col rounded-l-lg bg-slate-800 py-3 text-white" style={{ height: CATEGORY_BANNER_HEIGHT_PX }}>
        {items.map((item, index) => {
          const children = Array.isArray(item.children) ? item.children : [];
          const open = active === index && children.length > 0;
          return (
            <li
              key={`${item.title}-${index}`}
              className={`flex max-h-20 min-h-10 flex-1 flex-col justify-center px-5 transition-colors ${active === index ? 'bg-white/15' : ''}`}
              onMouseEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
            >
              <SmartLink link={item.link} className="flex items-center justify-between text-[15px] font-medium hover:text-rose-300">
                {item.title}
                <span aria-hidden="true" className="text-white/50">›</span>
              </SmartLink>
              {children.length > 0 && (
                <p aria-hidden="true" className="mt-0.5 truncate text-xs text-white/55">
                  {children.slice(0, PREVIEW_CHILDREN).map((child) => child.title).join(' / ')}
                </p>
              )}
              {open && (
                <div
                  role="group"
                  aria-label={t('category.subMenu', { title: item.title ?? '' })}
                  data-testid="category-submenu"
                  className="absolute top-0 left-full w-[740px] overflow-y-auto rounded-r-lg border border-slate-200 bg-white p-6 text-slate-700 shadow-xl"
                  style={{ height: CATEGORY_BANNER_HEIGHT_PX }}
                >
                  <h3 className="mb-4 border-b border-slate-100 pb-3 text-base font-semibold text-slate-800">
                    <SmartLink link={item.link} className="hover:text-rose-600">
                      {item.title}
                    </SmartLink>
                  </h3>
                  <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
                    {children.map((child, childIndex) => (
                      <li key={`${child.title}-${childIndex}`}>
                        <SmartLink link={child.link} className="hover:text-rose-600">
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
