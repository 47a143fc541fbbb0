import type { MemberBrief } from '@shop/contract';
import { users } from '../../db/schema';

/** The member columns the back office names an order or a request by. */
export const memberColumns = { id: users.id, username: users.username, nickname: users.nickname, mobile: users.mobile };

export const describeMember = (member: MemberBrief): MemberBrief => ({ id: member.id, username: member.username, nickname: member.nickname, mobile: member.mobile });
