import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_KINDS, DESIGN_LANGS, type DesignKind, type DesignLang } from '@shop/contract';
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

function LanguageDesign({ kind, lang, onDirtyChange }: { kind: DesignKind; lang: DesignLang; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('home');
  const design = useAdminDesign(kind, lang);
  if (design.isError) return <LoadFailed message={t('editor.errors.loadFailed')} onRetry={() => void design.refetch()} />;
  if (!design.data)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('editor.loading')}</span>
        <EditorSkeleton />
      </div>
    );
  return <DesignForm key={`${kind}-${lang}`} kind={kind} lang={lang} detail={design.data} onDirtyChange={onDirtyChange} />;
}

type Target = { kind: DesignKind; lang: DesignLang };

/**
 * The back office's design editor: what to design (the home page, or the global layout every page
 * shows around its content), a tab per language (each language is a design of its own), and that
 * design's editor. Leaving a tab with unsaved changes asks first.
 */
export function DesignEditor() {
  const { t, i18n } = useTranslation('home');
  // The home page in the back office's own language first; the rest is a tab away.
  const [target, setTarget] = useState<Target>({ kind: 'home', lang: i18n.language === 'en-us' ? 'en-us' : 'zh-cn' });
  const { kind, lang } = target;
  const [asked, setAsked] = useState<Target | null>(null);
  const dirty = useRef(false);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const kindTabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const go = (next: Target) => {
    if (next.kind === kind && next.lang === lang) return;
    if (dirty.current) setAsked(next);
    else setTarget(next);
  };
  const choose = (next: DesignLang) => go({ kind, lang: next });

  const onKindKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + DESIGN_KINDS.length) % DESIGN_KINDS.length;
    kindTabs.current[next]?.focus();
    go({ kind: DESIGN_KINDS[next]!, lang });
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
      <div role="tablist" aria-label={t('editor.kindTabs')} className="flex gap-2">
        {DESIGN_KINDS.map((option, index) => (
          <button
            key={option}
            ref={(element) => {
              kindTabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`design-kind-${option}`}
            aria-selected={option === kind}
            aria-controls="design-kind-panel"
            tabIndex={option === kind ? 0 : -1}
            onClick={() => go({ kind: option, lang })}
            onKeyDown={(event) => onKindKeyDown(event, index)}
            className={`rounded-md px-4 py-1.5 ${option === kind ? 'bg-rose-600 font-medium text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:text-rose-600'}`}
          >
            {t(`editor.kinds.${option}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="design-kind-panel" aria-labelledby={`design-kind-${kind}`} className="flex flex-col gap-3">
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
        <LanguageDesign key={`${kind}-${lang}`} kind={kind} lang={lang} onDirtyChange={onDirtyChange} />
      </div>
      </div>
      {asked && (
        <ConfirmDialog
          title={t('editor.leave.title')}
          message={t('editor.leave.message')}
          confirmLabel={t('editor.leave.confirm')}
          dismissLabel={t('editor.leave.stay')}
          onConfirm={() => {
            dirty.current = false;
            setTarget(asked);
            setAsked(null);
          }}
          onDismiss={() => setAsked(null)}
        />
      )}
    </div>
  );
}
