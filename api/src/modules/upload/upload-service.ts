import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RESULT_CODE, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_PIXELS, UPLOAD_IMAGE_MAX_SIDE, UPLOAD_URL_PATTERN } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { imageSize } from 'image-size';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError, refused } from '../../http/errors';
import { keepResizedCopies, resizeUpload } from './resized-copies';
import { writeFileAtomically } from './upload-files';

/** The types members may upload, by what image-size recognises in the bytes, with the extension and type they are stored as. */
const ACCEPTED = {
  jpg: { extension: 'jpg', mime: 'image/jpeg' },
  png: { extension: 'png', mime: 'image/png' },
  webp: { extension: 'webp', mime: 'image/webp' },
} as const;

export const UPLOAD_URL_PREFIX = '/homeapi/upload/file/';

/** A photo over the byte limit: 413 in words, naming the form's field, whether the route's body limit or storeImage finds it. */
export const photoTooLarge = () =>
  new AppError(413, RESULT_CODE.refused, 'upload_too_large', { field: 'file', params: { max: UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024 } });

/** The picture's type and size as its header states them, or null when it is not a picture members may upload. */
function recognise(bytes: Uint8Array) {
  try {
    const { type, width, height } = imageSize(bytes);
    if (!type || !(type in ACCEPTED)) return null;
    return { ...ACCEPTED[type as keyof typeof ACCEPTED], width, height };
  } catch {
    return null;
  }
}

/** Read from the header, before anything is decoded: a small file may hold a huge canvas (a decompression bomb). */
function assertPixelLimits({ width, height }: { width: number; height: number }): void {
  if (Math.max(width, height) > UPLOAD_IMAGE_MAX_SIDE || width * height > UPLOAD_IMAGE_MAX_PIXELS) {
    throw refused('upload_too_many_pixels', 'file', { side: UPLOAD_IMAGE_MAX_SIDE, megapixels: UPLOAD_IMAGE_MAX_PIXELS / 1_000_000, wan_pixels: UPLOAD_IMAGE_MAX_PIXELS / 10_000 });
  }
}

/**
 * Keeps a picture and its resized copies: the type comes from its content (never its name or the
 * browser's word), and the file is named by its SHA-256 so the same picture is stored once. The
 * copies are made now, so that the first page to show the picture waits for nothing. Answers the
 * stored file's name, type and size in pixels.
 */
export async function storeImage(uploadDir: string, bytes: Uint8Array): Promise<{ fileName: string; mime: string; width: number; height: number }> {
  if (bytes.length === 0) throw refused('upload_missing', 'file');
  if (bytes.length > UPLOAD_IMAGE_MAX_BYTES) throw photoTooLarge();
  const picture = recognise(bytes);
  if (!picture) throw refused('upload_type_invalid', 'file');
  assertPixelLimits(picture);
  // A file the library cannot decode within the limit (its header said less than it holds, or it is broken) is no picture.
  const copies = await resizeUpload(bytes).catch(() => {
    throw refused('upload_type_invalid', 'file');
  });
  const fileName = `${createHash('sha256').update(bytes).digest('hex')}.${picture.extension}`;
  // Copies first: a stored original always has its copies, bar those uploaded before copies existed.
  await keepResizedCopies(uploadDir, fileName, copies);
  await writeFileAtomically(path.join(uploadDir, fileName), bytes);
  return { fileName, mime: picture.mime, width: picture.width, height: picture.height };
}

/**
 * Keeps a member's photo (storeImage) and records the member's ownership, so that refund requests
 * and reviews can only carry the member's own photos.
 */
export async function saveUploadedImage(db: Db, uploadDir: string, userId: number, bytes: Uint8Array): Promise<{ url: string }> {
  const { fileName, mime } = await storeImage(uploadDir, bytes);
  await db.insert(uploads).values({ userId, fileName, mime, size: bytes.length }).onConflictDoNothing();
  return { url: UPLOAD_URL_PREFIX + fileName };
}

/** Whether a URL is one that an upload answered, for a picture still stored (its original is kept, though only its copies are served). */
export async function isStoredUploadUrl(uploadDir: string, url: string): Promise<boolean> {
  if (!UPLOAD_URL_PATTERN.test(url)) return false;
  return fs.access(path.join(uploadDir, url.slice(UPLOAD_URL_PREFIX.length))).then(
    () => true,
    () => false,
  );
}

/**
 * Refuses, naming `field`, any photo URL that is not one the member uploaded: a request may not
 * point at another member's pictures or at anything outside the upload folder.
 */
export async function assertOwnUploads(db: Db, userId: number, urls: readonly string[], field: string): Promise<void> {
  if (urls.length === 0) return;
  if (urls.some((url) => !UPLOAD_URL_PATTERN.test(url))) throw refused('upload_not_found', field);
  const names = [...new Set(urls.map((url) => url.slice(UPLOAD_URL_PREFIX.length)))];
  const owned = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.fileName, names)));
  if (owned.length !== names.length) throw refused('upload_not_found', field);
}
