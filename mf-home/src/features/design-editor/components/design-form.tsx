import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useFieldArray, useWatch, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DESIGN_BLOCKS_MAX, homeDesignInput, type AdminDesignDetail, type DesignKind, type DesignLang, type HomeBlockInput, type HomeBlockType, type HomeDesignInput } from '@shop/contract';
import { SERVER_PROBLEM, showFormFailure, useContractForm, type ContractForm } from '@shop/forms';
import { ApiError, Button, ConfirmDialog, hasPermission, Permission, reportFailure, toast, usePermissionStore } from '@shop/shared';
import { designEditorKeys } from '../api/design-editor-keys';
import { getAdminDesign } from '../api/get-admin-design';
import { usePublishDesign } from '../api/publish-design';
import { useSaveDesign } from '../api/save-design';
import { DesignFormContext } from '../hooks/design-form-context';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { blockSummary } from '../lib/block-summary';
import { designDataOf, formDesignOf } from '../lib/design-blocks';
import { designFieldPath } from '../lib/design-field-path';
import { newBlock } from '../lib/new-block';
import { BlockList } from './block-list';
import { BlockSettings } from './block-settings';
import { DesignPreview } from './design-preview';
import { HistoryDrawer } from './history-drawer';
import { RouteLeaveGuard } from './route-leave-guard';

interface DesignFormProps {
  /** The home page (blocks added, moved and removed freely) or the global layout (its four places, fixed). */
  kind: DesignKind;
  lang: DesignLang;
  detail: AdminDesignDetail;
  onDirtyChange: (dirty: boolean) => void;
}

/** The first block the form's errors point at, to show its settings. */
const firstInvalidBlock = (errors: FieldErrors<HomeDesignInput>) => {
  const list = errors.list;
  if (!Array.isArray(list)) return null;
  const index = list.findIndex(Boolean);
  return index >= 0 ? index : null;
};

/**
 * One language's design: the block list, the live preview and the selected block's settings, with
 * Save draft, Publish and History above them. A save or publish over a draft someone else saved
 * since is refused by the API; the editor then says so and offers to reload, keeping the typing on
 * screen until then.
 */
export function DesignForm({ kind, lang, detail, onDirtyChange }: DesignFormProps) {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const noteId = useId();
  const [current, setCurrent] = useState(detail);
  const form = useContractForm<HomeDesignInput>(homeDesignInput, formDesignOf(detail.data), {
    mode: 'onChange',
    reValidateMode: 'onChange',
    // The editor's own words for the contract's verdicts; a setting adds its own (a colour, a link).
    says: {
      required: t('editor.problems.tooSmall'),
      tooShort: t('editor.problems.tooSmall'),
      tooSmall: t('editor.problems.tooSmall'),
      tooLong: t('editor.problems.tooBig'),
      tooLarge: t('editor.problems.tooBig'),
      wrong: t('editor.problems.invalid'),
    },
  });
  const { fields, insert, remove, move } = useFieldArray({ control: form.control, name: 'list' });
  const list = useWatch({ control: form.control, name: 'list' }) as HomeBlockInput[] | undefined;
  const [selected, setSelected] = useState<number | null>(formDesignOf(detail.data).list.length > 0 ? 0 : null);
  const [stale, setStale] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [note, setNote] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [reloading, setReloading] = useState(false);
  const save = useSaveDesign(kind, lang);
  const publish = usePublishDesign(kind, lang);
  const fixed = kind === 'global';
  const canEdit = hasPermission(usePermissionStore((s) => s.auth), ['design.edit']);
  const dirty = form.formState.isDirty;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useLeaveWarning(dirty);

  /** Starts over from a design the API answered (saved, published, rolled back or reloaded). */
  const restart = (next: AdminDesignDetail) => {
    const blocks = formDesignOf(next.data).list;
    form.reset({ list: blocks });
    setCurrent(next);
    setStale(null);
    setSelected((index) => (blocks.length === 0 ? null : Math.min(index ?? 0, blocks.length - 1)));
  };

  /** A refusal the editor explains in place: a stale draft, or a block setting the API named. */
  const explain = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.field === 'revision') {
      setStale(error.message);
      return;
    }
    const path = error instanceof ApiError ? designFieldPath(error.field) : null;
    if (path && error instanceof ApiError) {
      setSelected(path.block);
      // After the settings of that block are shown, so that the field is there to hold the error.
      queueMicrotask(() => form.setError(path.name as `list.${number}`, { type: SERVER_PROBLEM, message: error.message }));
      toast.error(error.message);
      return;
    }
    // Any other refusal is toasted, anything else reported.
    showFormFailure(error, [], form.setError, fallback);
  };

  const onSave = form.handleSubmit(
    async (data) => {
      try {
        const next = await save.mutateAsync({ data: designDataOf(kind, data), revision: current.revision });
        restart(next);
        toast.success(t('editor.saved', { revision: next.revision }));
      } catch (error) {
        explain(error, t('editor.errors.saveFailed'));
      }
    },
    (errors) => {
      const index = firstInvalidBlock(errors);
      if (index !== null) setSelected(index);
      toast.error(t('editor.errors.invalid'));
    },
  );

  const onPublish = async () => {
    try {
      const next = await publish.mutateAsync({ revision: current.revision, note: note.trim() });
      restart(next);
      setPublishing(false);
      setNote('');
      toast.success(t('editor.published', { version: next.published_version }));
    } catch (error) {
      setPublishing(false);
      explain(error, t('editor.errors.publishFailed'));
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      restart(await queryClient.fetchQuery({ queryKey: designEditorKeys.detail(kind, lang), queryFn: () => getAdminDesign(kind, lang), staleTime: 0 }));
    } catch (error) {
      reportFailure(error, t('editor.errors.loadFailed'));
    } finally {
      setReloading(false);
    }
  };

  const add = (type: HomeBlockType) => {
    const at = selected === null ? fields.length : selected + 1;
    insert(at, newBlock(type, { title: t('editor.defaults.title'), text: t('editor.defaults.text'), more: t('more') }));
    setSelected(at);
  };

  const removeAt = (index: number) => {
    remove(index);
    setSelected((at) => {
      if (at === null) return null;
      const left = fields.length - 1;
      if (left === 0) return null;
      return at > index || at === left ? at - 1 : at;
    });
  };

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    setSelected(to);
  };

  const blocks = fields.map((field, index) => {
    const block = list?.[index] ?? field;
    return { key: field.id, type: block.type, summary: blockSummary(block) };
  });
  const chosen = selected !== null ? blocks[selected] : undefined;

  const status = [
    t('editor.status.revision', { revision: current.revision }),
    current.published_version > 0 ? t('editor.status.version', { version: current.published_version }) : t('editor.status.opening'),
    dirty ? t('editor.status.unsaved') : current.changed ? t('editor.status.unpublished') : t('editor.status.live'),
  ].join(' · ');

  return (
    <FormProvider {...form}>
      <DesignFormContext value={form as unknown as ContractForm<FieldValues>}>
        <RouteLeaveGuard when={dirty} />
        <form noValidate aria-label={t(fixed ? 'editor.formGlobal' : 'editor.form', { lang: t(`editor.langs.${lang}`) })} onSubmit={(event) => void onSave(event)} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3 rounded border border-slate-200 bg-white px-4 py-2">
            <p role="status" className="text-sm text-slate-600">
              {status}
            </p>
            <div className="ml-auto flex gap-2">
              <Button variant="secondary" onClick={() => setHistoryOpen(true)}>
                {t('editor.history.open')}
              </Button>
              <Permission allow={['design.edit']}>
                <Button type="submit" variant="secondary" pending={save.isPending} disabled={!dirty || stale !== null}>
                  {t('editor.save')}
                </Button>
              </Permission>
              <Permission allow={['design.publish']}>
                <Button onClick={() => setPublishing(true)} disabled={dirty || stale !== null} title={dirty ? t('editor.saveFirst') : undefined}>
                  {t('editor.publish')}
                </Button>
              </Permission>
            </div>
          </div>
          {stale !== null && (
            <div role="alert" className="flex items-center gap-4 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <p className="flex-1">{stale}</p>
              <Button variant="secondary" pending={reloading} onClick={() => void reload()}>
                {t('editor.reload')}
              </Button>
            </div>
          )}
          <div className="grid h-[calc(100vh-240px)] min-h-[520px] grid-cols-[240px_minmax(0,1fr)_340px] gap-3">
            <div className="flex min-h-0 flex-col rounded border border-slate-200 bg-slate-50 p-3">
              <BlockList blocks={blocks} selected={selected} full={fields.length >= DESIGN_BLOCKS_MAX} fixed={fixed} onSelect={setSelected} onAdd={add} onRemove={removeAt} onMove={moveTo} />
            </div>
            <DesignPreview selected={selected} />
            <div className="min-h-0 overflow-y-auto rounded border border-slate-200 bg-white p-3">
              {chosen && selected !== null ? (
                <fieldset disabled={!canEdit}>
                  <BlockSettings index={selected} type={chosen.type} lang={lang} />
                </fieldset>
              ) : (
                <p className="text-sm text-slate-500">{t('editor.pickBlock')}</p>
              )}
            </div>
          </div>
        </form>
        {publishing && (
          <ConfirmDialog
            title={t(fixed ? 'editor.publishTitleGlobal' : 'editor.publishTitle', { lang: t(`editor.langs.${lang}`) })}
            message={
              <>
                <p>{t(fixed ? 'editor.publishMessageGlobal' : 'editor.publishMessage')}</p>
                <label htmlFor={noteId} className="mt-3 block text-sm text-slate-600">
                  {t('editor.note')}
                </label>
                <input id={noteId} value={note} maxLength={100} onChange={(event) => setNote(event.target.value)} className="mt-1 h-9 w-full rounded-md border border-slate-300 px-3 text-sm" />
              </>
            }
            confirmLabel={t('editor.publishYes')}
            dismissLabel={t('editor.cancel')}
            pending={publish.isPending}
            onConfirm={() => void onPublish()}
            onDismiss={() => setPublishing(false)}
          />
        )}
        {historyOpen && <HistoryDrawer kind={kind} lang={lang} dirty={dirty} onClose={() => setHistoryOpen(false)} onRolledBack={(next) => (restart(next), setHistoryOpen(false))} />}
      </DesignFormContext>
    </FormProvider>
  );
}
