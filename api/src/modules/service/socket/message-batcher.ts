import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { currentRequestId } from '../../../http/request-id';
import { postMessages, type MessagePost, type PostMessageInput, type PostOutcome } from '../chat/post-messages';
import type { Speaker } from '../chat/speaker';
import type { FixedWindowLimiter } from '../../../http/rate-limit';

/** Messages one batch stores at most; more wait for the next, which starts as soon as this one commits. */
export const MESSAGE_BATCH_MAX = 500;

/** A post's outcome, or `limited`: its writer sent more than their limit allows (counted over every node). */
export type BatchedOutcome = PostOutcome | { limited: true };

type Waiting = { post: MessagePost; resolve: (outcome: BatchedOutcome) => void; reject: (error: unknown) => void };

/** Members and back-office users count apart: their ids are of different tables. */
const limitKey = (speaker: Speaker) => (speaker.role === 'agent' ? `staff:${speaker.userId}` : String(speaker.userId));

/**
 * One API node's writer of chat messages (ADR 0042): messages that arrive while a batch is being stored
 * wait, and are stored together in the next (postMessages: one transaction, one insert, one NOTIFY
 * statement), which starts as soon as the one before commits. A lone message waits for nothing but the
 * current turn of the event loop, so a quiet shop answers as fast as before, and a busy one pays one
 * transaction for hundreds of messages. Each sender is answered after the commit: its stored message,
 * its refusal, or, when the whole batch failed and nothing of it was stored, the error.
 */
export class MessageBatcher {
  private waiting: Waiting[] = [];
  private running = false;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Counts the batch's messages against each writer's limit first, in one statement; none: no limit. */
    private readonly rate: FixedWindowLimiter | null = null,
    private readonly maxBatch = MESSAGE_BATCH_MAX,
  ) {}

  /** Stores the message with the others of its batch; resolves once that batch has committed. */
  post(speaker: Speaker, input: PostMessageInput, now: Date): Promise<BatchedOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ post: { speaker, input, now, requestId: currentRequestId() }, resolve, reject });
      this.schedule();
    });
  }

  /** Messages waiting for the next batch. */
  get backlog(): number {
    return this.waiting.length;
  }

  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    // After the frames that arrived in the same turn of the event loop, so they share the batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.running || this.waiting.length === 0) return;
    this.running = true;
    const taken = this.waiting.splice(0, this.maxBatch);
    let batch = taken;
    try {
      if (this.rate) {
        const allowed = await this.rate.hitEach(taken.map((waiting) => limitKey(waiting.post.speaker)));
        taken.forEach((waiting, index) => allowed[index] || waiting.resolve({ limited: true }));
        batch = taken.filter((_, index) => allowed[index]);
      }
      const { outcomes } = await postMessages(
        this.db,
        batch.map((waiting) => waiting.post),
        { publish: true },
      );
      batch.forEach((waiting, index) => waiting.resolve(outcomes[index]!));
    } catch (error) {
      this.log.error({ err: error, messages: batch.length }, 'storing a batch of chat messages failed: nothing of it was stored');
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.running = false;
      if (this.waiting.length > 0) this.schedule();
    }
  }
}
