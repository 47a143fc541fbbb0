// Where orders go and who they are invoiced to: addresses, pickup stores, invoice headers.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './members';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptName: varchar('accept_name', { length: 40 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    email: varchar('email', { length: 100 }).notNull().default(''),
    country: varchar('country', { length: 40 }).notNull(),
    province: varchar('province', { length: 40 }).notNull(),
    city: varchar('city', { length: 40 }).notNull(),
    /** The district (区/县) for mainland addresses picked from the region data; "" elsewhere. */
    district: varchar('district', { length: 40 }).notNull().default(''),
    /** The region code (GB/T 2260) of the picked district, so the picker reopens where it was; "" for free text. */
    regionCode: varchar('region_code', { length: 12 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull(),
    address2: varchar('address2', { length: 200 }).notNull().default(''),
    zip: varchar('zip', { length: 12 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    // At most one default address per member, whatever order concurrent saves run in.
    uniqueIndex('addresses_user_default_unique').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const pickupStores = pgTable('pickup_stores', {
  id: serial('id').primaryKey(),
  nameZh: varchar('name_zh', { length: 60 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  businessHoursZh: varchar('business_hours_zh', { length: 60 }).notNull(),
  businessHoursEn: varchar('business_hours_en', { length: 80 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  addressZh: varchar('address_zh', { length: 200 }).notNull(),
  addressEn: varchar('address_en', { length: 240 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const INVOICE_HEADER_KINDS = ['person', 'enterprise'] as const;

/** Invoice headers a member saved to reuse at checkout; one default per member. */
export const invoiceHeaders = pgTable(
  'invoice_headers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    headerType: varchar('header_type', { length: 10, enum: INVOICE_HEADER_KINDS }).notNull(),
    header: varchar('header', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }),
    phone: varchar('phone', { length: 11 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    invoiceType: varchar('invoice_type', { length: 8, enum: ['normal', 'special'] }).notNull().default('normal'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_headers_user_id_idx').on(t.userId),
    uniqueIndex('invoice_headers_user_default_unique').on(t.userId).where(sql`${t.isDefault}`),
    check('invoice_headers_type_check', sql`${t.headerType} in ('person', 'enterprise')`),
    check('invoice_headers_invoice_type_check', sql`${t.invoiceType} in ('normal', 'special')`),
    check('invoice_headers_tax_no_check', sql`${t.headerType} = 'person' or ${t.taxNo} is not null`),
  ],
);
