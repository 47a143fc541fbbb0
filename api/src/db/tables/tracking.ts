// Delivery tracking: the events of an express order's parcel.
import { TRACKING_EVENT_KINDS, TRACKING_EVENT_SOURCES } from '@shop/contract';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { staffUsers } from './staff';

/** A text in both of the shop's languages (a place or details typed once is kept in both). */
export type BilingualText = { zh: string; en: string };

/**
 * What happened to a parcel, when and where: reported by the tracking provider (`provider`, with its
 * own reference of the event, so that asking it again adds nothing twice) or written by a back-office
 * user (`staff`, who is kept by id and by name as it was).
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    kind: varchar('kind', { length: 20, enum: TRACKING_EVENT_KINDS }),
    place: jsonb('place').$type<BilingualText>().notNull(),
    details: jsonb('details').$type<BilingualText>().notNull(),
    source: varchar('source', { length: 8, enum: TRACKING_EVENT_SOURCES }).notNull(),
    provider: varchar('provider', { length: 24 }),
    providerRef: varchar('provider_ref', { length: 64 }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffUsername: varchar('staff_username', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [index('shipment_events_order_time_idx').on(t.orderId, t.happenedAt), uniqueIndex('shipment_events_provider_ref_unique').on(t.orderId, t.providerRef)],
);
