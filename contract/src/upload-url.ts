// No zod here: the shell's shared package shows uploaded photos through thumbnailSrc, and every page
// loads it, so this module must not pull the schema library into that first load.

/** Where an uploaded photo is served: its SHA-256 and the extension of its recognised type. */
export const UPLOAD_URL_PATTERN = /^\/homeapi\/upload\/file\/[0-9a-f]{64}\.(?:jpg|png|webp)$/;

/** Pixels on the longest side of an uploaded photo: a phone's usual 12-megapixel photo is 4032 px wide, and a huge canvas costs every browser and server that decodes it. */
export const UPLOAD_IMAGE_MAX_SIDE = 4096;

/** Pixels of an uploaded photo (16 megapixels), so that a near-square picture within the side limit still decodes to at most about 64 MB. */
export const UPLOAD_IMAGE_MAX_PIXELS = 16_000_000;

/**
 * The copies an uploaded photo is served as (`?size=` of its URL; the original is never served):
 * `display` (what the bare URL answers) for a picture shown large, `thumb` for one shown small.
 */
export const UPLOAD_IMAGE_SIZES = ['thumb', 'display'] as const;
export type UploadImageSize = (typeof UPLOAD_IMAGE_SIZES)[number];

/** Where to show an image small: an uploaded photo's thumbnail; any other picture (the demo images, a design's address) as it is. */
export function thumbnailSrc(url: string): string {
  return UPLOAD_URL_PATTERN.test(url) ? `${url}?size=thumb` : url;
}
