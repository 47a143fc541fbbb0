import { CHAT_PHRASES_MAX, type AdminServicePhraseSaveBody, type ChatPhrase } from '@shop/contract';
import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction, type Tx } from '../../../db/in-transaction';
import { chatPhrases } from '../../../db/schema';
import { forbidden, notFound, refused } from '../../../http/errors';
import type { Speaker } from './speaker';

type PhraseRow = typeof chatPhrases.$inferSelect;

/** The advisory lock space of quick-phrase owners. */
const PHRASE_LOCK = 0x70687261;

const describePhrase = (row: PhraseRow): ChatPhrase => ({ id: row.id, text: row.text, sort: row.sort, shared: row.staffId === null });

const ownerIs = (agentId: number | null): SQL => (agentId === null ? isNull(chatPhrases.staffId) : eq(chatPhrases.staffId, agentId));

/** The shared phrases, then the agent's own, each by sort. */
export async function listPhrases(db: Db, agentId: number): Promise<ChatPhrase[]> {
  const rows = await db
    .select()
    .from(chatPhrases)
    .where(or(isNull(chatPhrases.staffId), eq(chatPhrases.staffId, agentId)))
    .orderBy(sql`${chatPhrases.staffId} is not null`, asc(chatPhrases.sort), asc(chatPhrases.id));
  return rows.map(describePhrase);
}

/** A phrase the agent may change: their own, or a shared one for an administrator (403 for other agents); anyone else's is not found. */
async function lockEditablePhrase(tx: Tx, speaker: Speaker, id: number): Promise<PhraseRow> {
  const [row] = await tx
    .select()
    .from(chatPhrases)
    .where(and(eq(chatPhrases.id, id), or(isNull(chatPhrases.staffId), eq(chatPhrases.staffId, speaker.userId))))
    .for('update');
  if (!row) throw notFound();
  if (row.staffId === null && !speaker.isAdmin) throw forbidden();
  return row;
}

/**
 * Adds or edits a quick phrase: an agent's own, or with `shared` (administrators only) everyone's. An
 * edit keeps the phrase where it is; at most CHAT_PHRASES_MAX per owner.
 */
export async function savePhrase(db: Db, speaker: Speaker, input: AdminServicePhraseSaveBody): Promise<ChatPhrase> {
  return inTransaction(db, async (tx) => {
    if (input.id !== undefined) {
      const row = await lockEditablePhrase(tx, speaker, input.id);
      const [saved] = await tx
        .update(chatPhrases)
        .set({ text: input.text, sort: input.sort ?? row.sort })
        .where(eq(chatPhrases.id, row.id))
        .returning();
      return describePhrase(saved!);
    }
    if (input.shared && !speaker.isAdmin) throw forbidden();
    const agentId = input.shared ? null : speaker.userId;
    // One owner's additions one at a time, so two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(${PHRASE_LOCK}, ${agentId ?? 0})`);
    const [held] = await tx.select({ total: count() }).from(chatPhrases).where(ownerIs(agentId));
    if ((held?.total ?? 0) >= CHAT_PHRASES_MAX) throw refused('chat_phrase_limit', 'text', { max: CHAT_PHRASES_MAX });
    const [saved] = await tx
      .insert(chatPhrases)
      .values({ staffId: agentId, text: input.text, sort: input.sort ?? 0 })
      .returning();
    return describePhrase(saved!);
  });
}

export async function deletePhrase(db: Db, speaker: Speaker, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await lockEditablePhrase(tx, speaker, id);
    await tx.delete(chatPhrases).where(eq(chatPhrases.id, row.id));
  });
}
