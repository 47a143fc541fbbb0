import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ChatCard } from '@shop/contract';
import { readId } from '@shop/shared';
import { useGoodsPreview } from '../api/get-goods-preview';
import { useOrderPreview } from '../api/get-order-preview';
import { useMemberChat } from '../hooks/use-member-chat';
import { CardBar } from './card-bar';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { ConnectionBanner } from './connection-banner';
import { MessageList } from './message-list';

/** The member's customer-service window: who answers, the conversation, and the composer (with the product or order the member came about). */
export function ChatWindow() {
  const { t } = useTranslation('service');
  const headingId = useId();
  const chat = useMemberChat();
  const [params, setParams] = useSearchParams();
  const goodsId = readId(params.get('goods_id'));
  const orderId = goodsId ? null : readId(params.get('order_id'));
  const goods = useGoodsPreview(goodsId);
  const order = useOrderPreview(orderId);
  const stopped = chat.stopReason === 'signed_out' || chat.stopReason === 'forbidden';

  // Sent or dismissed, the offer goes from the address too: a reload does not offer it again.
  const dropOffer = () =>
    setParams(
      (now) => {
        now.delete('goods_id');
        now.delete('order_id');
        return now;
      },
      { replace: true },
    );
  const sendOffered = (card: ChatCard) => {
    chat.sendCard(card);
    dropOffer();
  };
  const offline = chat.service && !chat.service.online;

  return (
    <section aria-labelledby={headingId} className="flex h-[680px] flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200" data-testid="chat-window">
      <ChatHeader service={chat.service} headingId={headingId} />
      <ConnectionBanner connection={chat.connection} stopReason={chat.stopReason} wasOpen={chat.wasOpen} />
      <MessageList
        entries={chat.entries}
        loading={chat.history.isPending}
        failed={chat.history.isError}
        onReload={() => void chat.history.refetch()}
        hasOlder={chat.history.hasNextPage}
        loadingOlder={chat.history.isFetchingNextPage}
        onLoadOlder={() => void chat.history.fetchNextPage()}
        lastId={chat.lastId}
        onRead={chat.read}
        onRetry={chat.retry}
        onDiscard={chat.discard}
      />
      {/* Under the conversation, over the composer it points to: arriving after the messages, it moves nothing on screen. */}
      {offline && (
        <p className="border-t border-slate-200 bg-slate-50 px-5 py-2 text-xs text-slate-600" data-testid="chat-offline">
          {t('chat.offlineBanner')}
        </p>
      )}
      {goodsId && <CardBar kind="goods" card={goods.data} onSend={sendOffered} onDismiss={dropOffer} />}
      {orderId && <CardBar kind="order" card={order.data} onSend={sendOffered} onDismiss={dropOffer} />}
      <Composer onSendText={chat.sendText} onSendPicture={chat.sendPicture} onSendCard={chat.sendCard} disabled={stopped} />
    </section>
  );
}
