import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AdminDesignDetail, AdminDesignVersion, DesignKind, DesignLang } from '@shop/contract';
import { ConfirmDialog, formatDateTime, LoadFailed, Permission, Skeleton, toast, useModalFocus } from '@shop/shared';
import { useDesignHistory } from '../api/get-design-history';
import { useRollBackDesign } from '../api/roll-back-design';

interface HistoryDrawerProps {
  kind: DesignKind;
  lang: DesignLang;
  /** Unsaved changes the rollback would throw away: the confirmation says so. */
  dirty: boolean;
  onClose: () => void;
  onRolledBack: (detail: AdminDesignDetail) => void;
}

/** The published versions of the design, newest first, each with who published it and a Roll back button. */
export function HistoryDrawer({ kind, lang, dirty, onClose, onRolledBack }: HistoryDrawerProps) {
  const { t } = useTranslation('home');
  const panel = useRef<HTMLDivElement>(null);
  const history = useDesignHistory(kind, lang, true);
  const rollBack = useRollBackDesign(kind, lang, t('editor.errors.actionFailed'));
  const [asked, setAsked] = useState<AdminDesignVersion | null>(null);
  const onKeyDown = useModalFocus(panel, { pending: rollBack.isPending, onDismiss: asked ? () => undefined : onClose, initialFocus: '[data-dismiss]' });

  const confirm = (version: AdminDesignVersion) =>
    rollBack.mutate(
      { version: version.version, note: t('editor.history.rollbackNote', { version: version.version }) },
      {
        onSuccess: (detail) => {
          toast.success(t('editor.history.rolledBack', { version: version.version }));
          setAsked(null);
          onRolledBack(detail);
        },
      },
    );

  return createPortal(
    <div role="presentation" className="fixed inset-0 z-[1500] flex justify-end bg-slate-900/30" onKeyDown={onKeyDown}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby="design-history-title" className="flex h-full w-[420px] flex-col bg-white shadow-xl">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id="design-history-title" className="text-base font-semibold text-slate-800">
            {t('editor.history.title')}
          </h2>
          <button type="button" data-dismiss onClick={onClose} className="text-sm text-slate-600 hover:text-rose-600">
            {t('editor.history.close')}
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          {history.isPending && <Skeleton className="h-40" />}
          {history.isError && <LoadFailed onRetry={() => void history.refetch()} />}
          {history.data?.length === 0 && <p className="text-sm text-slate-500">{t('editor.history.empty')}</p>}
          <ol className="space-y-2">
            {history.data?.map((version) => (
              <li key={version.version} className="rounded border border-slate-200 p-3 text-sm">
                <div className="flex items-center justify-between">
                  <span className="font-medium text-slate-800">{t('editor.history.version', { version: version.version })}</span>
                  {version.current ? (
                    <span className="rounded bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800">{t('editor.history.current')}</span>
                  ) : (
                    <Permission allow={['design.publish']}>
                      <button type="button" onClick={() => setAsked(version)} className="text-xs text-rose-600 hover:underline">
                        {t('editor.history.rollBack', { version: version.version })}
                      </button>
                    </Permission>
                  )}
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  {version.published_by ? t('editor.history.by', { name: version.published_by.name || version.published_by.username, when: formatDateTime(version.published_at) }) : t('editor.history.opening')}
                </p>
                <p className="text-xs text-slate-500">{t('editor.history.blocks', { count: version.blocks })}</p>
                {version.note && <p className="mt-1 text-xs text-slate-700">{version.note}</p>}
              </li>
            ))}
          </ol>
        </div>
      </div>
      {asked && (
        <ConfirmDialog
          title={t('editor.history.confirmTitle', { version: asked.version })}
          message={dirty ? t('editor.history.confirmDirty') : t('editor.history.confirm')}
          confirmLabel={t('editor.history.confirmYes')}
          dismissLabel={t('editor.cancel')}
          pending={rollBack.isPending}
          onConfirm={() => confirm(asked)}
          onDismiss={() => setAsked(null)}
        />
      )}
    </div>,
    document.body,
  );
}
