import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@shop/contract';
import { Button, LoadFailed, Skeleton, toast } from '@shop/shared';
import { useAgents } from '../api/get-agents';
import { useTransferConversation } from '../api/transfer-conversation';
import { DeskDialog } from './desk-dialog';

interface TransferDialogProps {
  conversationId: number;
  memberName: string;
  /** The conversation's agent now: not offered. */
  currentAgentId: number | null;
  /** The transfer is done: the conversation as it is now. */
  onDone: (conversation: ChatConversation) => void;
  onDismiss: () => void;
}

/**
 * Chooses the agent who takes a conversation over: who is online, and how many conversations each has
 * open. An offline agent may be chosen too: the member's messages wait for them.
 */
export function TransferDialog({ conversationId, memberName, currentAgentId, onDone, onDismiss }: TransferDialogProps) {
  const { t } = useTranslation('service');
  const agents = useAgents();
  const transfer = useTransferConversation();
  const [chosen, setChosen] = useState<number | null>(null);
  const candidates = (agents.data?.list ?? []).filter((agent) => agent.id !== currentAgentId);
  const chosenAgent = candidates.find((agent) => agent.id === chosen);

  const confirm = () => {
    if (!chosenAgent) return;
    transfer.mutate(
      { conversation_id: conversationId, agent_id: chosenAgent.id },
      {
        onSuccess: (conversation) => {
          toast.success(t('console.transfer.done', { name: chosenAgent.name }));
          onDone(conversation);
        },
      },
    );
  };

  return (
    <DeskDialog
      title={t('console.transfer.title')}
      pending={transfer.isPending}
      onDismiss={onDismiss}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss} disabled={transfer.isPending}>
            {t('console.transfer.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!chosenAgent} pending={transfer.isPending}>
            {t('console.transfer.confirm')}
          </Button>
        </>
      }
    >
      {agents.isPending ? (
        <div role="status" aria-label={t('console.transfer.loading')} className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </div>
      ) : agents.isError ? (
        <LoadFailed onRetry={() => void agents.refetch()} className="py-6" />
      ) : (
        <fieldset>
          <legend className="mb-3 text-sm text-slate-600">{t('console.transfer.legend', { name: memberName })}</legend>
          {candidates.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">{t('console.transfer.none')}</p>
          ) : (
            <ul className="space-y-1.5">
              {candidates.map((agent) => (
                <li key={agent.id}>
                  <label
                    className={`flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm ${
                      chosen === agent.id ? 'border-rose-500 bg-rose-50' : 'border-slate-200 hover:border-rose-300'
                    }`}
                  >
                    <input
                      type="radio"
                      name={`transfer-${conversationId}`}
                      value={agent.id}
                      checked={chosen === agent.id}
                      onChange={() => setChosen(agent.id)}
                      className="accent-rose-600"
                    />
                    <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{agent.name}</span>
                    <span className={`flex items-center gap-1 text-xs ${agent.online ? 'text-emerald-700' : 'text-slate-500'}`}>
                      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${agent.online ? 'bg-emerald-500' : 'bg-slate-300'}`} />
                      {agent.online ? t('console.transfer.online') : t('console.transfer.offline')}
                    </span>
                    <span className="w-20 text-right text-xs text-slate-500">{t('console.transfer.open', { count: agent.open_count })}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
    </DeskDialog>
  );
}
