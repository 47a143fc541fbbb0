import path from 'node:path';
import { UPLOAD_IMAGE_MAX_PIXELS, UPLOAD_IMAGE_SIZES, type UploadImageSize } from '@shop/contract';
import sharp from 'sharp';
import { readStoredFile, writeFileAtomically } from './upload-files';

/**
 * The longest side of each copy. A thumbnail fills an 80-160 px box (review strips, form previews,
 * chat bubbles) at twice the pixels of a high-density screen; the display copy fills a viewer or a
 * product gallery on a large screen and decodes to at most 10 MB, where an 8000 px original took 256.
 */
const LONGEST_SIDE: Record<UploadImageSize, number> = { thumb: 320, display: 1600 };

/**
 * Pictures stored before UPLOAD_IMAGE_MAX_PIXELS existed were accepted up to 8000 px a side: their
 * copies are made within that, once each, rather than leaving those pictures unshown.
 */
const EARLIER_UPLOAD_MAX_PIXELS = 8000 * 8000;

/** Every copy is WebP: one format, lossy for photos and with transparency for screenshots and logos. */
export const COPY_MIME = 'image/webp';

export type ResizedCopies = Record<UploadImageSize, Uint8Array>;

/**
 * A picture at a size, decoded within `maxPixels` (the library refuses a larger one before it
 * allocates it). Turned upright first, since the copy keeps no metadata: neither the orientation
 * tag nor the place and camera a phone writes into a photo.
 */
async function resize(original: Uint8Array, size: UploadImageSize, maxPixels: number): Promise<Uint8Array> {
  const side = LONGEST_SIDE[size];
  const copy = sharp(original, { limitInputPixels: maxPixels })
    .autoOrient()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  // sharp types its answer `Buffer<ArrayBuffer>`, which @types/node 20.9 (whose Buffer is not generic) cannot name.
  return (await copy) as Uint8Array;
}

const copyPath = (uploadDir: string, fileName: string, size: UploadImageSize) => path.join(uploadDir, size, `${path.parse(fileName).name}.webp`);

/** Every copy of a photo being uploaded; rejects when the library cannot decode it within the upload limit. */
export async function resizeUpload(original: Uint8Array): Promise<ResizedCopies> {
  const [thumb, display] = await Promise.all([resize(original, 'thumb', UPLOAD_IMAGE_MAX_PIXELS), resize(original, 'display', UPLOAD_IMAGE_MAX_PIXELS)]);
  return { thumb, display };
}

/** Keeps a photo's copies beside it (in a folder per size), where every API node sharing the folder finds them. */
export async function keepResizedCopies(uploadDir: string, fileName: string, copies: ResizedCopies): Promise<void> {
  await Promise.all(UPLOAD_IMAGE_SIZES.map((size) => writeFileAtomically(copyPath(uploadDir, fileName, size), copies[size])));
}

/** Copies being made on request, by path: requests that arrive meanwhile wait for the same work. */
const making = new Map<string, Promise<Uint8Array | null>>();

async function makeMissingCopy(uploadDir: string, fileName: string, size: UploadImageSize): Promise<Uint8Array | null> {
  const original = await readStoredFile(uploadDir, fileName);
  if (!original) return null;
  // One the library cannot decode is not shown: its original is never served instead.
  const copy = await resize(original, size, EARLIER_UPLOAD_MAX_PIXELS).catch(() => null);
  if (copy) await writeFileAtomically(copyPath(uploadDir, fileName, size), copy);
  return copy;
}

/**
 * A stored picture's copy at a size, or null when there is no such picture. Pictures uploaded before
 * copies were made get theirs on their first request, kept for the next.
 */
export async function readResizedCopy(uploadDir: string, fileName: string, size: UploadImageSize): Promise<Uint8Array | null> {
  const target = copyPath(uploadDir, fileName, size);
  const kept = await readStoredFile(path.dirname(target), path.basename(target));
  if (kept) return kept;
  let pending = making.get(target);
  if (!pending) {
    pending = makeMissingCopy(uploadDir, fileName, size).finally(() => making.delete(target));
    making.set(target, pending);
  }
  return pending;
}
