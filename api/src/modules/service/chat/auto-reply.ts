import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatAutoReplies } from '../../../db/schema';
import { translate, type Lang } from '../../../http/i18n';
import { pick } from '../../../lib/bilingual';

/**
 * What the shop answers a member while no agent is online: the reply of the first keyword (in either
 * language, ignoring case) the text contains, in the member's language; else the standard "we are offline" reply.
 */
export async function autoReplyText(db: Db, text: string, lang: Lang): Promise<string> {
  const lowered = text.toLowerCase();
  const replies = await db.select().from(chatAutoReplies).orderBy(asc(chatAutoReplies.sort), asc(chatAutoReplies.id));
  const matched = replies.find((reply) => [reply.keywordZh, reply.keywordEn].some((keyword) => keyword !== '' && lowered.includes(keyword.toLowerCase())));
  return matched ? pick(lang, { en: matched.replyEn, zh: matched.replyZh }) : translate(lang, 'chat_offline_reply');
}
