import type { ChatCard, ChatMessageInput } from '@shop/contract';
import type { Tx } from '../../../db/in-transaction';
import { assertOwnUploads } from '../../upload';
import { assertAgentPicture } from './agent-pictures';
import { goodsCard, orderCard } from './chat-cards';
import type { Speaker } from './speaker';

/** What a message stores. */
export type MessageContent = { kind: ChatMessageInput['kind']; body: string; card: ChatCard | null };

/**
 * What a message stores: text as typed (no statement), the picture's address (one the speaker
 * uploaded), or a card built here from the shop's own data about the conversation's member.
 */
export async function messageContent(tx: Tx, speaker: Speaker, memberId: number, input: ChatMessageInput): Promise<MessageContent> {
  switch (input.kind) {
    case 'text':
      return { kind: 'text', body: input.text, card: null };
    case 'image':
      // A member sends their own upload/image pictures, an agent their own admin/service/picture ones.
      if (speaker.role === 'agent') await assertAgentPicture(tx, speaker.userId, input.url, 'url');
      else await assertOwnUploads(tx, speaker.userId, [input.url], 'url');
      return { kind: 'image', body: input.url, card: null };
    case 'goods':
      return { kind: 'goods', body: '', card: await goodsCard(tx, input.goods_id, speaker.lang) };
    case 'order':
      return { kind: 'order', body: '', card: await orderCard(tx, memberId, input.order_id, speaker.lang) };
  }
}
