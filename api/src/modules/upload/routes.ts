import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, uploadedImage } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { notFound, refused } from '../../http/errors';
import { operation } from '../../http/operation';
import { readUploadedImage, saveUploadedImage } from './upload-service';

const fileParams = z.object({ name: z.string().regex(/^[0-9a-f]{64}\.(?:jpg|png|webp)$/) });

/** Body types a photo may come as; what it is comes from its bytes, whatever the browser says. */
export const PHOTO_BODY_TYPES = [...UPLOAD_IMAGE_TYPES, 'application/octet-stream'];

/** Reads photo bodies as they are, in the plugin that registers an upload call. */
export function acceptPhotoBodies(app: FastifyInstance): void {
  // A little more than the limit, so that an oversized photo is told apart (and answered in words) from a cut-off stream.
  app.addContentTypeParser(PHOTO_BODY_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_IMAGE_MAX_BYTES + 1 }, (_request, body, done) => done(null, body));
}

/**
 * Members' photos: one per request as the raw body (the browser sends the picked file as it is, so
 * no multipart parsing is involved), kept in `uploadDir` (shared by every API node), served back by name.
 */
export function uploadRoutes(app: FastifyInstance, options: { uploadDir: string }): void {
  acceptPhotoBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/upload/image',
    {
      bodyLimit: UPLOAD_IMAGE_MAX_BYTES + 1,
      schema: {
        ...operation({
          operationId: 'uploadImage',
          tag: 'upload',
          summary: 'Upload a photo for a refund request or a review',
          description:
            'The body is the picture itself (`Content-Type` image/jpeg, image/png, image/webp or application/octet-stream): a JPEG, PNG or WebP of at most 2 MB, recognised by its content. Answers the URL to put in a refund request’s or a review’s `images`; only the uploading member may use it there.',
          answer: uploadedImage,
          signIn: 'member',
          refusals: [429],
        }),
        consumes: PHOTO_BODY_TYPES,
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await app.rateLimiters.uploads.enter(String(member.id));
      if (!Buffer.isBuffer(request.body)) throw refused('upload_missing', 'file');
      // A plain Uint8Array: @types/node 20.9's Buffer does not satisfy TypeScript 6's typed-array types.
      return ok(request, await saveUploadedImage(app.db, options.uploadDir, member.id, new Uint8Array(request.body)));
    },
  );

  routes.get('/upload/file/:name', { schema: { hide: true, params: fileParams } }, async (request, reply) => {
    const image = await readUploadedImage(options.uploadDir, request.params.name);
    if (!image) throw notFound();
    // Named by their content, so a name always means the same bytes.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff');
    return reply.type(image.mime).send(image.bytes);
  });
}
