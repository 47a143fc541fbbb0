import { z } from 'zod';

/**
 * upload/image (multipart, one part named `file`): a photo the signed-in member uploaded, served
 * back at `url`. Refund requests and reviews carry these URLs; the API accepts only the member's own.
 */
export const uploadedImage = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;

/** Where an uploaded photo is served: its SHA-256 and the extension of its recognised type. */
export const UPLOAD_URL_PATTERN = /^\/homeapi\/upload\/file\/[0-9a-f]{64}\.(?:jpg|png|webp)$/;

/** A photo URL in a request body: one that upload/image answered (the message key the API answers otherwise). */
export const uploadedImageUrl = z.string().regex(UPLOAD_URL_PATTERN, { error: 'upload_not_found' });
