import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { isLanguage, switchLanguage } from '../i18n/language';
import { useSettingsStore } from '../stores/settings-store';

const FALLBACK_LANGUAGES = [
  { code: 'zh-cn', name: '简体中文' },
  { code: 'en-us', name: 'English' },
];

/** The top bar's language dropdown: choosing stores the code and reloads with `?lang=`. */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const list = useSettingsStore((s) => s.settings?.lang?.list) ?? FALLBACK_LANGUAGES;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const current = list.find((item) => item.code === i18n.language) ?? list[0];

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${t('top.language')}: ${current?.name ?? ''}`}
        className="flex items-center gap-1 hover:text-rose-600"
        onClick={() => setOpen((v) => !v)}
      >
        {current?.name}
        <span aria-hidden="true" className="text-[10px]">▼</span>
      </button>
      {open && (
        <ul role="menu" className="absolute right-0 z-50 mt-1 w-32 rounded border border-slate-200 bg-white py-1 text-slate-700 shadow-lg">
          {list.map((item) => (
            <li key={item.code} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={item.code === i18n.language}
                className="block w-full px-3 py-1.5 text-left hover:bg-slate-100"
                onClick={() => isLanguage(item.code) && switchLanguage(item.code)}
              >
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
