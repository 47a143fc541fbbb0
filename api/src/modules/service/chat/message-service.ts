import type { ChatMessage } from '@shop/contract';
import type { Db } from '../../../db/client';
import type { ChatDelivery } from '../chat-delivery';
import { postMessages, type PostMessageInput } from './post-messages';
import type { Speaker } from './speaker';

export type { PostMessageInput } from './post-messages';
/** The stored message; `duplicate` when the client id was sent before (then nothing is delivered again). */
export type PostedMessage = { message: ChatMessage; duplicate: boolean; deliveries: ChatDelivery[] };

/**
 * Stores one message from a member or an agent, in one transaction with everything it changes (the
 * conversation, its agent, an automatic reply), and answers the frames to deliver: postMessages with a
 * batch of one. A client id sent before answers the stored message with nothing to deliver; a refusal
 * throws. Publishes nothing itself: the caller hands `deliveries` to publishDeliveries. The sockets post
 * through their node's MessageBatcher instead, which publishes in the batch's own transaction.
 */
export async function postMessage(db: Db, speaker: Speaker, input: PostMessageInput, now: Date): Promise<PostedMessage> {
  const { outcomes, deliveries } = await postMessages(db, [{ speaker, input, now }], { publish: false });
  const outcome = outcomes[0]!;
  if ('error' in outcome) throw outcome.error;
  return { ...outcome, deliveries: outcome.duplicate ? [] : deliveries };
}
