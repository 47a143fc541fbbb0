// Activities (group buying, flash sales, bargains, points, limited offers) and their state.
import { ACTIVITY_TYPES, BARGAIN_STATES, GROUP_MEMBER_STATES, GROUP_STATES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { goods, goodsSkus } from './catalogue';
import { createdAt } from './columns';
import { users } from './members';
import { orders } from './orders';

/** The day's flash-sale time slots, in China time: a slot sells from its start for its duration, every day. */
export const flashSlots = pgTable(
  'flash_slots',
  {
    id: serial('id').primaryKey(),
    /** Minutes after midnight, China time (UTC+8). */
    startMinute: integer('start_minute').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [
    uniqueIndex('flash_slots_start_unique').on(t.startMinute),
    check('flash_slots_time_check', sql`${t.startMinute} between 0 and 1439 and ${t.durationMinutes} between 1 and 1440`),
  ],
);

/**
 * A promotion of one product: its type, window and caps. Type-specific settings sit in nullable
 * columns that a check requires for their type: a group's size and window, a flash sale's slot, a
 * bargain's helpers. `enabled` is the back office's start/stop switch.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 8, enum: ACTIVITY_TYPES }).notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    titleZh: varchar('title_zh', { length: 120 }).notNull(),
    titleEn: varchar('title_en', { length: 160 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Units one member may buy over the activity (paid and pending orders); 0: no cap. */
    perMemberLimit: integer('per_member_limit').notNull().default(0),
    /** Units in one order; 0: no cap. */
    perOrderLimit: integer('per_order_limit').notNull().default(0),
    /** Group buying: members needed, and how long a group stays open, in minutes. */
    groupSize: integer('group_size'),
    groupWindowMinutes: integer('group_window_minutes'),
    /** Flash sale: the daily slot it sells in. */
    slotId: integer('slot_id').references(() => flashSlots.id),
    /** Bargain: friends needed to cut the price to the floor. */
    helpersNeeded: integer('helpers_needed'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_type_ends_idx').on(t.type, t.endsAt),
    index('activities_goods_id_idx').on(t.goodsId),
    check('activities_type_check', sql`${t.type} in ('group', 'second', 'bargain', 'point', 'limit')`),
    check('activities_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('activities_limits_check', sql`${t.perMemberLimit} >= 0 and ${t.perOrderLimit} >= 0`),
    check('activities_group_check', sql`(${t.type} = 'group') = (${t.groupSize} is not null and ${t.groupSize} >= 2 and ${t.groupWindowMinutes} is not null and ${t.groupWindowMinutes} >= 1)`),
    check('activities_slot_check', sql`(${t.type} = 'second') = (${t.slotId} is not null)`),
    check('activities_bargain_check', sql`(${t.type} = 'bargain') = (${t.helpersNeeded} is not null and ${t.helpersNeeded} >= 1)`),
  ],
);

/**
 * The SKUs an activity sells, each with its own price and its own stock, apart from the SKU's
 * normal stock: an activity order takes from both, so neither can be oversold. `priceCents` is the
 * activity price (a bargain's start price; a points product's cash part, possibly 0).
 */
export const activitySkus = pgTable(
  'activity_skus',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    priceCents: integer('price_cents').notNull(),
    /** Bargain: the lowest price friends can cut it to. */
    floorCents: integer('floor_cents'),
    /** Points mall: points per unit. */
    points: integer('points').notNull().default(0),
    /** Units left for the activity. */
    stock: integer('stock').notNull(),
    /** Units sold through the activity (orders placed and not cancelled). */
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    uniqueIndex('activity_skus_activity_sku_unique').on(t.activityId, t.skuId),
    check('activity_skus_stock_check', sql`${t.stock} >= 0 and ${t.sold} >= 0`),
    check('activity_skus_price_check', sql`${t.priceCents} >= 0 and ${t.points} >= 0`),
    check('activity_skus_floor_check', sql`${t.floorCents} is null or (${t.floorCents} >= 1 and ${t.floorCents} < ${t.priceCents})`),
  ],
);

/** A group of a group-buying activity: opened by its leader's order, complete once `size` members have paid. */
export const activityGroups = pgTable(
  'activity_groups',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: integer('size').notNull(),
    status: varchar('status', { length: 8, enum: GROUP_STATES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_groups_activity_status_idx').on(t.activityId, t.status, t.expiresAt),
    index('activity_groups_status_expires_idx').on(t.status, t.expiresAt),
    check('activity_groups_status_check', sql`${t.status} in ('open', 'success', 'failed')`),
    check('activity_groups_size_check', sql`${t.size} >= 2`),
  ],
);

/** A member's seat in a group, held by their order: a member holds at most one live seat per group. */
export const groupMembers = pgTable(
  'group_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => activityGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    isLeader: boolean('is_leader').notNull().default(false),
    status: varchar('status', { length: 8, enum: GROUP_MEMBER_STATES }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_members_group_id_idx').on(t.groupId),
    uniqueIndex('group_members_order_unique').on(t.orderId),
    // A member cannot hold two seats in one group; a released seat (cancelled order) frees them to join again.
    uniqueIndex('group_members_live_unique').on(t.groupId, t.userId).where(sql`${t.status} in ('pending', 'paid')`),
    check('group_members_status_check', sql`${t.status} in ('pending', 'paid', 'released', 'refunded')`),
  ],
);

/** A member's bargain on one SKU of a bargain activity: friends cut `priceCents` from the start down to the floor. */
export const bargains = pgTable(
  'bargains',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startCents: integer('start_cents').notNull(),
    floorCents: integer('floor_cents').notNull(),
    /** The price reached so far. */
    priceCents: integer('price_cents').notNull(),
    helpersNeeded: integer('helpers_needed').notNull(),
    helpers: integer('helpers').notNull().default(0),
    status: varchar('status', { length: 8, enum: BARGAIN_STATES }).notNull().default('open'),
    /** The order that buys it (pending or paid); cleared when that order is cancelled. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bargains_user_id_idx').on(t.userId, t.createdAt),
    // One open bargain per member per activity.
    uniqueIndex('bargains_open_unique').on(t.activityId, t.userId).where(sql`${t.status} = 'open'`),
    check('bargains_status_check', sql`${t.status} in ('open', 'bought', 'failed')`),
    check('bargains_price_check', sql`${t.floorCents} >= 1 and ${t.priceCents} between ${t.floorCents} and ${t.startCents} and ${t.helpers} between 0 and ${t.helpersNeeded}`),
  ],
);

/** One friend's cut of a bargain: each member helps a given bargain once. */
export const bargainHelps = pgTable(
  'bargain_helps',
  {
    bargainId: integer('bargain_id')
      .notNull()
      .references(() => bargains.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cutCents: integer('cut_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bargainId, t.userId], name: 'bargain_helps_pkey' }), check('bargain_helps_cut_check', sql`${t.cutCents} >= 1`)],
);
