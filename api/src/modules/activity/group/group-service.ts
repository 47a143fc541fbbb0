import type { ActivityListQuery, GroupDetail, GroupListAnswer, GroupView, OpenGroup } from '@shop/contract';
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, activityGroups, groupMembers, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { Lang } from '../../../http/i18n';
import type { PaymentProviders } from '../../payment-provider';
import { describeActivity, describeCards, findActivity, listActivities, windowState } from '../activity-service';
import { LIVE_SEATS } from './group-checkout';
import { settleExpiredGroups } from './group-expiry-service';
import { maskName } from '../../../lib/mask-name';

/**
 * Settles the activity's closed groups before a page shows them. A group that cannot be paid back
 * right now is left as it stands: the timer's sweep reports it, the page still answers.
 */
const settleBeforeReading = (db: Db, providers: PaymentProviders, now: Date, activityId: number) => settleExpiredGroups(db, providers, now, activityId).catch(() => 0);

/** How many groups an activity page offers to join. */
const GROUPS_SHOWN = 10;

/** activity/group/index: the group activities, each with its group size and window. */
export async function listGroupActivities(db: Db, query: ActivityListQuery, lang: Lang, now: Date): Promise<GroupListAnswer> {
  const page = await listActivities(db, 'group', query, lang, now);
  const ids = page.list.map((card) => card.id);
  const settings =
    ids.length === 0
      ? []
      : await db.select({ id: activities.id, size: activities.groupSize, window: activities.groupWindowMinutes }).from(activities).where(inArray(activities.id, ids));
  const byId = new Map(settings.map((row) => [row.id, row]));
  return { ...page, list: page.list.map((card) => ({ ...card, group_size: byId.get(card.id)?.size ?? 0, window_minutes: byId.get(card.id)?.window ?? 0 })) };
}

/**
 * The groups an activity page offers: the viewer's own live group first, then open groups someone
 * has paid into with a seat left, closing soonest first. A group nobody has paid into yet is its
 * leader's to share by link, not listed.
 */
async function joinableGroups(db: Db, activityId: number, viewerId: number | null, now: Date): Promise<OpenGroup[]> {
  const live = sql`${groupMembers.status} in ('pending', 'paid')`;
  const seats = sql<number>`count(*) filter (where ${live})::int`;
  const paid = sql<number>`count(*) filter (where ${groupMembers.status} = 'paid')::int`;
  // Ids start at 1, so a visitor (0) holds no seat.
  const mine = sql<boolean>`coalesce(bool_or(${live} and ${groupMembers.userId} = ${viewerId ?? 0}), false)`;
  const rows = await db
    .select({ id: activityGroups.id, size: activityGroups.size, expiresAt: activityGroups.expiresAt, nickname: users.nickname, avatar: users.avatar, seats, mine })
    .from(activityGroups)
    .innerJoin(users, eq(users.id, activityGroups.leaderId))
    .innerJoin(groupMembers, eq(groupMembers.groupId, activityGroups.id))
    .where(and(eq(activityGroups.activityId, activityId), eq(activityGroups.status, 'open'), gt(activityGroups.expiresAt, now)))
    .groupBy(activityGroups.id, users.nickname, users.avatar)
    .having(sql`(${paid} > 0 and ${seats} < ${activityGroups.size}) or ${mine}`)
    .orderBy(desc(mine), asc(activityGroups.expiresAt), asc(activityGroups.id))
    .limit(GROUPS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    leader_name: maskName(row.nickname),
    leader_avatar: row.avatar,
    size: row.size,
    members: row.seats,
    seats_left: Math.max(0, row.size - row.seats),
    expires_at: row.expiresAt.toISOString(),
    mine: row.mine,
  }));
}

/** activity/group/view: the activity page with its group size, window and the groups to join, settled first. */
export async function describeGroupActivity(db: Db, providers: PaymentProviders, id: number, options: { lang: Lang; viewerId: number | null; now: Date }): Promise<GroupView> {
  const { lang, viewerId, now } = options;
  const activity = await findActivity(db, id, 'group');
  await settleBeforeReading(db, providers, now, activity.id);
  const [detail, groups] = await Promise.all([describeActivity(db, activity, { lang, userId: viewerId, now, state: windowState(activity, now) }), joinableGroups(db, activity.id, viewerId, now)]);
  return { ...detail, group_size: activity.groupSize ?? 0, window_minutes: activity.groupWindowMinutes ?? 0, groups };
}

/**
 * activity/group/detail: one group for anyone holding its link, settled first: the activity's
 * product and prices, the members who hold or held a seat (given-up seats left out), and the
 * viewer's own seat among them (a refunded one included: they were in the group when it failed).
 */
export async function describeGroup(db: Db, providers: PaymentProviders, groupId: number, options: { lang: Lang; viewerId: number | null; now: Date }): Promise<GroupDetail> {
  const { lang, viewerId, now } = options;
  const [found] = await db.select({ activityId: activityGroups.activityId }).from(activityGroups).where(eq(activityGroups.id, groupId));
  if (!found) throw notFound();
  await settleBeforeReading(db, providers, now, found.activityId);
  const [[group], [activity], members] = await Promise.all([
    db.select().from(activityGroups).where(eq(activityGroups.id, groupId)),
    db.select().from(activities).where(eq(activities.id, found.activityId)),
    db
      .select({ userId: groupMembers.userId, orderId: groupMembers.orderId, isLeader: groupMembers.isLeader, status: groupMembers.status, createdAt: groupMembers.createdAt, nickname: users.nickname, avatar: users.avatar })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.status, 'released')))
      .orderBy(desc(groupMembers.isLeader), asc(groupMembers.id)),
  ]);
  if (!group || !activity) throw notFound();
  const state = windowState(activity, now);
  const [card] = await describeCards(db, [activity], lang, () => state);
  const seatsTaken = members.filter((member) => (LIVE_SEATS as readonly string[]).includes(member.status)).length;
  const own = viewerId === null ? undefined : members.find((member) => member.userId === viewerId);
  return {
    id: group.id,
    activity_id: activity.id,
    goods_id: activity.goodsId,
    title: card!.title,
    name: card!.name,
    image: card!.image,
    price: card!.price,
    original_price: card!.original_price,
    activity_state: card!.state,
    size: group.size,
    members: members.map((member) => ({
      name: maskName(member.nickname),
      avatar: member.avatar,
      is_leader: member.isLeader,
      state: member.status,
      joined_at: member.createdAt.toISOString(),
    })),
    seats_left: group.status === 'open' ? Math.max(0, group.size - seatsTaken) : 0,
    state: group.status,
    expires_at: group.expiresAt.toISOString(),
    settled_at: group.settledAt?.toISOString() ?? null,
    now: now.toISOString(),
    joined: own !== undefined,
    order_id: own?.orderId ?? null,
  };
}
