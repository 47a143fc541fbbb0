import type { AdminMediaPage, MediaPicture } from '@shop/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaPictures, staffUsers } from '../../db/schema';
import type { Staff } from '../staff';
import { storeImage, UPLOAD_URL_PREFIX } from './upload-service';

/**
 * admin/media/upload: keeps a picture as upload/image does (its type from its content, resized
 * copies, named by its SHA-256) and lists it in the media library. The same picture uploaded again
 * is the same entry, moved to the top: it was just wanted again.
 */
export async function uploadLibraryPicture(db: Db, uploadDir: string, staff: Staff, bytes: Uint8Array, now: Date): Promise<MediaPicture> {
  const { fileName, mime, width, height } = await storeImage(uploadDir, bytes);
  const [row] = await db
    .insert(mediaPictures)
    .values({ fileName, mime, size: bytes.length, width, height, uploadedBy: staff.id, createdAt: now })
    .onConflictDoUpdate({ target: mediaPictures.fileName, set: { uploadedBy: staff.id, createdAt: now } })
    .returning();
  return { id: row!.id, url: UPLOAD_URL_PREFIX + fileName, mime, size: bytes.length, width, height, uploaded_at: row!.createdAt.toISOString(), uploaded_by: staff.username };
}

/** admin/media/index: one page of the library, newest first, with who uploaded each picture. */
export async function listLibraryPictures(db: Db, page: number, size: number): Promise<AdminMediaPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ picture: mediaPictures, username: staffUsers.username })
      .from(mediaPictures)
      .leftJoin(staffUsers, eq(staffUsers.id, mediaPictures.uploadedBy))
      .orderBy(desc(mediaPictures.createdAt), desc(mediaPictures.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(mediaPictures),
  ]);
  return {
    list: rows.map(({ picture, username }) => ({
      id: picture.id,
      url: UPLOAD_URL_PREFIX + picture.fileName,
      mime: picture.mime,
      size: picture.size,
      width: picture.width,
      height: picture.height,
      uploaded_at: picture.createdAt.toISOString(),
      uploaded_by: username ?? null,
    })),
    page,
    size,
    total: total?.total ?? 0,
  };
}
