import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_URL_PATTERN } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { imageSize } from 'image-size';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { refused } from '../../http/errors';

/** The types members may upload, by what image-size recognises in the bytes, with the extension and type they are served as. */
const ACCEPTED = {
  jpg: { extension: 'jpg', mime: 'image/jpeg' },
  png: { extension: 'png', mime: 'image/png' },
  webp: { extension: 'webp', mime: 'image/webp' },
} as const;

/** Larger pictures are refused: a phone photo is far smaller, and a huge canvas costs every browser that shows it. */
const MAX_SIDE = 8000;

export const UPLOAD_URL_PREFIX = '/homeapi/upload/file/';

const MIME_BY_EXTENSION: Record<string, string> = Object.fromEntries(Object.values(ACCEPTED).map((type) => [type.extension, type.mime]));

function recognise(bytes: Uint8Array): (typeof ACCEPTED)[keyof typeof ACCEPTED] | null {
  try {
    const { type, width, height } = imageSize(bytes);
    if (!type || !(type in ACCEPTED) || width > MAX_SIDE || height > MAX_SIDE) return null;
    return ACCEPTED[type as keyof typeof ACCEPTED];
  } catch {
    return null;
  }
}

/**
 * Keeps a picture: the type comes from its content (never its name or the browser's word), and the
 * file is named by its SHA-256 so the same picture is stored once. Answers the stored file's name.
 */
export async function storeImage(uploadDir: string, bytes: Uint8Array): Promise<{ fileName: string; mime: string }> {
  if (bytes.length === 0) throw refused('upload_missing', 'file');
  if (bytes.length > UPLOAD_IMAGE_MAX_BYTES) throw refused('upload_too_large', 'file', { max: UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024 });
  const type = recognise(bytes);
  if (!type) throw refused('upload_type_invalid', 'file');
  const fileName = `${createHash('sha256').update(bytes).digest('hex')}.${type.extension}`;
  await fs.mkdir(uploadDir, { recursive: true });
  const target = path.join(uploadDir, fileName);
  // Written under a temporary name and renamed, so a reader never sees half a file.
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, target);
  return { fileName, mime: type.mime };
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

/** A stored photo's bytes and type, or null when no such file was uploaded. */
export async function readUploadedImage(uploadDir: string, fileName: string): Promise<{ bytes: Uint8Array; mime: string } | null> {
  const mime = MIME_BY_EXTENSION[path.extname(fileName).slice(1)];
  if (!mime || path.basename(fileName) !== fileName) return null;
  try {
    return { bytes: new Uint8Array(await fs.readFile(path.join(uploadDir, fileName))), mime };
  } catch {
    return null;
  }
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
