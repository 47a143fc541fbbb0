import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { isLanguage, switchLanguage } from '../i18n/language';
import { useSettingsStore } from '../stores/settings-store';

const FALLBACK_LANGUAGES = [
  { code: 'zh-cn', name: '简体中文' },
  { code: 'en-us', name: 'English' },
];

/**
 * The top bar's language dropdown, a menu button: Enter, Space or the arrow keys open it on the
 * current language (marked checked); arrows, Home and End move; Escape closes it and returns to the
 * button. Choosing stores the code and reloads with `?lang=`.
 */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const list = useSettingsStore((s) => s.settings?.lang?.list) ?? FALLBACK_LANGUAGES;
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const currentIndex = Math.max(0, list.findIndex((item) => item.code === i18n.language));
  const current = list[currentIndex];

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  useEffect(() => {
    if (open) items.current[focused]?.focus();
  }, [open, focused]);

  const openAt = (index: number) => {
    setFocused((index + list.length) % list.length);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(currentIndex);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(list.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: focused + 1, ArrowUp: focused - 1, Home: 0, End: list.length - 1 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setFocused((move + list.length) % list.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${t('top.language')}: ${current?.name ?? ''}`}
        className="flex items-center gap-1 hover:text-rose-700"
        onClick={() => (open ? setOpen(false) : openAt(currentIndex))}
        onKeyDown={onButtonKeyDown}
      >
        {current?.name}
        <span aria-hidden="true" className="text-[10px]">▼</span>
      </button>
      {open && (
        <ul
          role="menu"
          aria-label={t('top.language')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-1 w-32 rounded border border-slate-200 bg-white py-1 text-slate-700 shadow-lg"
        >
          {list.map((item, index) => (
            <li key={item.code} role="none">
              <button
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={index === currentIndex}
                tabIndex={index === focused ? 0 : -1}
                className="flex w-full items-center gap-2 px-3 py-1.5 text-left hover:bg-slate-100 focus:bg-slate-100"
                onClick={() => isLanguage(item.code) && switchLanguage(item.code)}
              >
                <span aria-hidden="true" className="w-3 text-rose-700">
                  {index === currentIndex ? '✓' : ''}
                </span>
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
