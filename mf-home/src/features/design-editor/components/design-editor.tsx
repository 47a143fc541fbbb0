import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_LANGS, type DesignLang } from '@shop/contract';
import { ConfirmDialog, LoadFailed, Skeleton } from '@shop/shared';
import { useAdminDesign } from '../api/get-admin-design';
import { DesignForm } from './design-form';

/** The three panes' shape while the draft loads. */
function EditorSkeleton() {
  return (
    <div aria-hidden="true" className="grid h-[calc(100vh-240px)] min-h-[520px] grid-cols-[240px_minmax(0,1fr)_340px] gap-3">
      <Skeleton className="h-full" />
      <Skeleton className="h-full" />
      <Skeleton className="h-full" />
    </div>
  );
}

function LanguageDesign({ lang, onDirtyChange }: { lang: DesignLang; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('home');
  const design = useAdminDesign(lang);
  if (design.isError) return <LoadFailed message={t('editor.errors.loadFailed')} onRetry={() => void design.refetch()} />;
  if (!design.data)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('editor.loading')}</span>
        <EditorSkeleton />
      </div>
    );
  return <DesignForm key={lang} lang={lang} detail={design.data} onDirtyChange={onDirtyChange} />;
}

/**
 * The back office's home page editor: a tab per language (each language is a design of its own),
 * and that language's editor. Leaving a tab with unsaved changes asks first.
 */
export function DesignEditor() {
  const { t, i18n } = useTranslation('home');
  // The design in the back office's own language first; the other is a tab away.
  const [lang, setLang] = useState<DesignLang>(i18n.language === 'en-us' ? 'en-us' : 'zh-cn');
  const [asked, setAsked] = useState<DesignLang | null>(null);
  const dirty = useRef(false);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const choose = (next: DesignLang) => {
    if (next === lang) return;
    if (dirty.current) setAsked(next);
    else setLang(next);
  };

  // Arrow keys move between the tabs, as a tab list does.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + DESIGN_LANGS.length) % DESIGN_LANGS.length;
    tabs.current[next]?.focus();
    choose(DESIGN_LANGS[next]!);
  };

  return (
    <div className="flex flex-col gap-3 text-sm">
      <div role="tablist" aria-label={t('editor.langTabs')} className="flex gap-1 border-b border-slate-200">
        {DESIGN_LANGS.map((option, index) => (
          <button
            key={option}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`design-tab-${option}`}
            aria-selected={option === lang}
            aria-controls="design-tab-panel"
            tabIndex={option === lang ? 0 : -1}
            onClick={() => choose(option)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px border-b-2 px-4 py-2 ${option === lang ? 'border-rose-600 font-medium text-rose-700' : 'border-transparent text-slate-600 hover:text-rose-600'}`}
          >
            {t(`editor.langs.${option}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="design-tab-panel" aria-labelledby={`design-tab-${lang}`}>
        <LanguageDesign key={lang} lang={lang} onDirtyChange={onDirtyChange} />
      </div>
      {asked && (
        <ConfirmDialog
          title={t('editor.leave.title')}
          message={t('editor.leave.message')}
          confirmLabel={t('editor.leave.confirm')}
          dismissLabel={t('editor.leave.stay')}
          onConfirm={() => {
            dirty.current = false;
            setLang(asked);
            setAsked(null);
          }}
          onDismiss={() => setAsked(null)}
        />
      )}
    </div>
  );
}
