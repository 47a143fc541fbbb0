import { ALL_PERMISSIONS } from '@shop/contract';
import type { Lang } from '../../../http/i18n';
import type { Member } from '../../user';
import type { Staff } from '../../staff';

/**
 * Who is speaking in the chat: a member (`userId` a member's id), or an agent (`userId` a back-office
 * user's id: one whose role holds `chat.answer`; `isAdmin` when it holds everything, who sees every
 * open conversation). `lang` is the language the speaker's refusals, cards and automatic replies are
 * written in.
 */
export type Speaker = { role: 'member' | 'agent'; userId: number; name: string; isAdmin: boolean; lang: Lang };

/** A signed-in member on the member's side of the chat. */
export const memberSpeaker = (member: Pick<Member, 'id' | 'nickname'>, lang: Lang): Speaker => ({
  role: 'member',
  userId: member.id,
  name: member.nickname,
  isAdmin: false,
  lang,
});

/** A signed-in back-office user answering: members see their name. */
export const agentSpeaker = (staff: Pick<Staff, 'id' | 'name' | 'role'>, lang: Lang): Speaker => ({
  role: 'agent',
  userId: staff.id,
  name: staff.name,
  isAdmin: staff.role.permissions.includes(ALL_PERMISSIONS),
  lang,
});
