// Photos members uploaded.
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff';
import { createdAt } from './columns';
import { users } from './members';

/** Images members uploaded (refund and review photos); the file lives in the data folder. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stored file's name: its SHA-256 and extension, e.g. `3f…a9.jpg`. */
    fileName: varchar('file_name', { length: 80 }).notNull(),
    mime: varchar('mime', { length: 20 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId), uniqueIndex('uploads_user_file_unique').on(t.userId, t.fileName)],
);

/**
 * The back office's media library: every picture uploaded from it, once per stored file (named by
 * its content), newest first. The file lives in the upload folder as members' photos do (ADR 0021).
 */
export const mediaPictures = pgTable(
  'media_pictures',
  {
    id: serial('id').primaryKey(),
    fileName: varchar('file_name', { length: 80 }).notNull(),
    mime: varchar('mime', { length: 20 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_pictures_file_unique').on(t.fileName), index('media_pictures_created_idx').on(t.createdAt, t.id)],
);
