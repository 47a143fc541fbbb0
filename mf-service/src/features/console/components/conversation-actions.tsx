import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, toast } from '@shop/shared';
import { useCloseConversation } from '../api/close-conversation';
import { useDesk, useDeskContext } from '../hooks/desk-context';
import { TransferDialog } from './transfer-dialog';

interface ConversationActionsProps {
  conversationId: number;
  memberName: string;
  agentId: number | null;
}

/** Transfer the conversation to another agent, or close it; either way its tab closes (unless it came to this agent). */
export function ConversationActions({ conversationId, memberName, agentId }: ConversationActionsProps) {
  const { t } = useTranslation('service');
  const { agentId: me } = useDeskContext();
  const closeTab = useDesk((s) => s.closeTab);
  const close = useCloseConversation();
  const [asking, setAsking] = useState<'transfer' | 'close' | null>(null);

  const confirmClose = () =>
    close.mutate(
      { conversation_id: conversationId },
      {
        onSuccess: () => {
          toast.success(t('console.close.done'));
          setAsking(null);
          closeTab(conversationId);
        },
      },
    );

  return (
    <div className="ml-auto flex items-center gap-2">
      <Button variant="secondary" className="!px-3 !py-1 text-xs" onClick={() => setAsking('transfer')}>
        {t('console.transfer.button')}
      </Button>
      <Button variant="secondary" className="!px-3 !py-1 text-xs" onClick={() => setAsking('close')}>
        {t('console.close.button')}
      </Button>
      {asking === 'transfer' && (
        <TransferDialog
          conversationId={conversationId}
          memberName={memberName}
          currentAgentId={agentId}
          onDismiss={() => setAsking(null)}
          onDone={(conversation) => {
            setAsking(null);
            // Taken over by this agent (a waiting one, or an admin's): it stays open here.
            if (conversation.agent_id !== me) closeTab(conversationId);
          }}
        />
      )}
      {asking === 'close' && (
        <ConfirmDialog
          title={t('console.close.title')}
          message={t('console.close.message', { name: memberName })}
          confirmLabel={t('console.close.confirm')}
          dismissLabel={t('console.close.cancel')}
          pending={close.isPending}
          onConfirm={confirmClose}
          onDismiss={() => setAsking(null)}
        />
      )}
    </div>
  );
}
