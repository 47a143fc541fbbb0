import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatAutoReplies } from '../../../db/schema';
import { translate, type Lang } from '../../../http/i18n';
import { pick } from '../../../lib/bilingual';

export type AutoReplyRow = typeof chatAutoReplies.$inferSelect;

/** The shop's keyword replies, in the order they are tried (read once: a promise, where drizzle's query would run again at every await). */
export async function loadAutoReplies(db: Db): Promise<AutoReplyRow[]> {
  return await db.select().from(chatAutoReplies).orderBy(asc(chatAutoReplies.sort), asc(chatAutoReplies.id));
}

/**
 * What the shop answers a member while no agent is online: the reply of the first keyword (in either
 * language, ignoring case) the text contains, in the member's language; else the standard "we are offline" reply.
 */
export function matchAutoReply(replies: readonly AutoReplyRow[], text: string, lang: Lang): string {
  const lowered = text.toLowerCase();
  const matched = replies.find((reply) => [reply.keywordZh, reply.keywordEn].some((keyword) => keyword !== '' && lowered.includes(keyword.toLowerCase())));
  return matched ? pick(lang, { en: matched.replyEn, zh: matched.replyZh }) : translate(lang, 'chat_offline_reply');
}

/** matchAutoReply over the replies stored now. */
export async function autoReplyText(db: Db, text: string, lang: Lang): Promise<string> {
  return matchAutoReply(await loadAutoReplies(db), text, lang);
}
