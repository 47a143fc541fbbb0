import type { Lang } from '../../../http/i18n';

/**
 * Who is speaking in the chat: a member, or an agent (role agent, or an administrator answering).
 * `lang` is the language the speaker's refusals, cards and automatic replies are written in.
 */
export type Speaker = { role: 'member' | 'agent'; userId: number; name: string; isAdmin: boolean; lang: Lang };

/** A signed-in account as a chat speaker; `role` is the side they sign in on (member login or agent_login). */
export const speakerOf = (account: { id: number; role: string; nickname: string }, role: Speaker['role'], lang: Lang): Speaker => ({
  role,
  userId: account.id,
  name: account.nickname,
  isAdmin: account.role === 'admin',
  lang,
});
