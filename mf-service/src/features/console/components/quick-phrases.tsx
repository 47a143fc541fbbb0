import { useTranslation } from 'react-i18next';
import { adminServicePhraseSaveBody, CHAT_PHRASE_MAX_LENGTH, type AdminServicePhraseSaveBody, type ChatPhrase } from '@shop/contract';
import { useContractForm } from '@shop/forms';
import { Button, LoadFailed, Skeleton } from '@shop/shared';
import { useDeletePhrase } from '../api/delete-phrase';
import { useSavePhrase } from '../api/save-phrase';
import { usePhrases } from '../api/get-phrases';
import { useDeskContext } from '../hooks/desk-context';

interface QuickPhrasesProps {
  id: string;
  /** Puts the phrase into the draft (it is not sent: the agent may still change it). */
  onPick: (text: string) => void;
  onClose: () => void;
}

function PhraseRow({ phrase, deletable, onPick }: { phrase: ChatPhrase; deletable: boolean; onPick: (text: string) => void }) {
  const { t } = useTranslation('service');
  const remove = useDeletePhrase();
  return (
    <li className="group flex items-center gap-1 rounded hover:bg-rose-50">
      <button type="button" onClick={() => onPick(phrase.text)} className="min-w-0 flex-1 truncate px-2 py-1.5 text-left text-sm text-slate-700" title={phrase.text}>
        {phrase.text}
      </button>
      {deletable && (
        <Button
          variant="ghost"
          className="shrink-0 !px-2 !py-1 text-xs"
          pending={remove.isPending}
          aria-label={t('console.phrases.delete', { text: phrase.text })}
          onClick={() => remove.mutate({ id: phrase.id })}
        >
          {t('console.phrases.deleteShort')}
        </Button>
      )}
    </li>
  );
}

function AddPhrase({ id }: { id: string }) {
  const { t } = useTranslation('service');
  const save = useSavePhrase();
  const label = t('console.phrases.new');
  const form = useContractForm<AdminServicePhraseSaveBody>(adminServicePhraseSaveBody, { text: '' }, { says: { required: t('console.phrases.required') }, failed: t('console.actionFailed') });
  const submit = form.submit(async (values) => {
    await save.mutateAsync(values);
    form.reset({ text: '' });
  });
  const problem = form.message('text', label);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="border-t border-slate-100 p-2">
      <div className="flex gap-2">
        <input
          id={`${id}-new`}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          maxLength={CHAT_PHRASE_MAX_LENGTH}
          placeholder={t('console.phrases.newPlaceholder')}
          className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm focus:border-rose-500 focus:outline-none"
          {...form.register('text', { onChange: () => form.clearErrors('text') })}
        />
        <Button type="submit" className="!px-3 !py-1" pending={save.isPending}>
          {t('console.phrases.add')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-xs text-red-600">
          {problem}
        </p>
      )}
    </form>
  );
}

/** The quick phrases over the composer: the agent's own and the shop's; a click puts one in the draft. Admins may delete the shop's too. */
export function QuickPhrases({ id, onPick, onClose }: QuickPhrasesProps) {
  const { t } = useTranslation('service');
  const { isAdmin } = useDeskContext();
  const phrases = usePhrases();
  const list = phrases.data?.list ?? [];
  const shared = list.filter((p) => p.shared);
  const mine = list.filter((p) => !p.shared);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="absolute bottom-full left-3 z-20 mb-1 flex max-h-80 w-96 flex-col rounded-lg border border-slate-200 bg-white shadow-lg"
    >
      <header className="flex items-center justify-between border-b border-slate-100 px-3 py-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-800">
          {t('console.phrases.title')}
        </h3>
        <button type="button" onClick={onClose} aria-label={t('console.phrases.close')} className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-1.5">
        {phrases.isPending ? (
          <div role="status" aria-label={t('console.phrases.loading')} className="space-y-2 p-1.5">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        ) : phrases.isError ? (
          <LoadFailed onRetry={() => void phrases.refetch()} className="py-6" />
        ) : list.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-slate-500">{t('console.phrases.empty')}</p>
        ) : (
          [
            { key: 'mine', items: mine },
            { key: 'shared', items: shared },
          ].map(
            ({ key, items }) =>
              items.length > 0 && (
                <div key={key}>
                  <h4 className="px-2 pb-0.5 pt-1.5 text-[11px] font-medium text-slate-500">{t(`console.phrases.${key}`)}</h4>
                  <ul>
                    {items.map((phrase) => (
                      <PhraseRow key={phrase.id} phrase={phrase} deletable={!phrase.shared || isAdmin} onPick={onPick} />
                    ))}
                  </ul>
                </div>
              ),
          )
        )}
      </div>
      <AddPhrase id={id} />
    </section>
  );
}
