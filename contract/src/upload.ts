import { z } from 'zod';
import { UPLOAD_URL_PATTERN } from './upload-url';

/**
 * upload/image (multipart, one part named `file`): a photo the signed-in member uploaded, served
 * back at `url`. Refund requests and reviews carry these URLs; the API accepts only the member's own.
 */
export const uploadedImage = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;

/** A photo URL in a request body: one that upload/image answered (the message key the API answers otherwise). */
export const uploadedImageUrl = z.string().regex(UPLOAD_URL_PATTERN, { error: 'upload_not_found' });
