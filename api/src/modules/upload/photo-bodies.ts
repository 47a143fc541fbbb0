import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@shop/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { refused } from '../../http/errors';
import { photoTooLarge } from './upload-service';

/** Body types a photo may come as; what it is comes from its bytes, whatever the browser says. */
export const PHOTO_BODY_TYPES = [...UPLOAD_IMAGE_TYPES, 'application/octet-stream'];

/** Reads photo bodies as they are, in the plugin that registers an upload call. */
export function acceptPhotoBodies(app: FastifyInstance): void {
  app.addContentTypeParser(PHOTO_BODY_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
}

/**
 * Options of a route that takes a photo as its body. A body over the limit is the photo's refusal
 * (413, in words, naming `file`) rather than the app's one for any body; the app's handler answers it.
 */
export const PHOTO_UPLOAD_LIMITS = {
  bodyLimit: UPLOAD_IMAGE_MAX_BYTES,
  errorHandler(error: FastifyError) {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? photoTooLarge() : error;
  },
};

/** How every photo upload's description begins: what the body is, its limits, how it is recognised. */
export const PHOTO_BODY_RULES =
  'The body is the picture itself (`Content-Type` image/jpeg, image/png, image/webp or application/octet-stream): a JPEG, PNG or WebP of at most 2 MB (413 `upload_too_large` past it), at most 4,096 px a side and 16 megapixels (`upload_too_many_pixels`), recognised by its content.';

/**
 * The photo a request carries, as bytes; a request without one is refused naming `file`. A plain
 * Uint8Array: @types/node 20.9's Buffer does not satisfy TypeScript 6's typed-array types.
 */
export function photoBytes(request: FastifyRequest): Uint8Array {
  if (!Buffer.isBuffer(request.body)) throw refused('upload_missing', 'file');
  return new Uint8Array(request.body);
}
