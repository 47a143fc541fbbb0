import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@shop/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
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
