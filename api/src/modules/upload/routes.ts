import { endpoints, UPLOAD_IMAGE_SIZES, uploadedImage, type UploadImageSize } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { operation } from '../../http/operation';
import { acceptPhotoBodies, PHOTO_BODY_RULES, PHOTO_BODY_TYPES, PHOTO_UPLOAD_LIMITS, photoBytes } from './photo-bodies';
import { COPY_MIME, readResizedCopy } from './resized-copies';
import { saveUploadedImage } from './upload-service';

const fileParams = z.object({ name: z.string().regex(/^[0-9a-f]{64}\.(?:jpg|png|webp)$/) });
/** `?size=`: a size the shop does not make is a picture that does not exist (404), as a wrong name is. */
const fileQuery = z.object({ size: z.string().optional() });
const isCopySize = (size: string): size is UploadImageSize => (UPLOAD_IMAGE_SIZES as readonly string[]).includes(size);

/**
 * Members' photos: one per request as the raw body (the browser sends the picked file as it is, so
 * no multipart parsing is involved), kept in `uploadDir` (shared by every API node), served back by
 * name as resized copies, never as uploaded.
 */
export function uploadRoutes(app: FastifyInstance, options: { uploadDir: string }): void {
  acceptPhotoBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    endpoints.uploadImage.path,
    {
      ...PHOTO_UPLOAD_LIMITS,
      schema: {
        ...operation(endpoints.uploadImage, {
          tag: 'upload',
          summary: 'Upload a photo for a refund request or a review',
          description:
            `${PHOTO_BODY_RULES} Answers the URL to put in a refund request’s or a review’s \`images\`; only the uploading member may use it there. The URL serves a copy at most 1,600 px a side (\`?size=thumb\`: 320 px), never the file as uploaded.`,
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
      return ok(request, await saveUploadedImage(app.db, options.uploadDir, member.id, photoBytes(request)));
    },
  );

  routes.get('/upload/file/:name', { schema: { hide: true, params: fileParams, querystring: fileQuery } }, async (request, reply) => {
    const size = request.query.size ?? 'display';
    const copy = isCopySize(size) ? await readResizedCopy(options.uploadDir, request.params.name, size) : null;
    if (!copy) throw notFound();
    // Named by their content, so a name and size always mean the same picture.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff');
    return reply.type(COPY_MIME).send(copy);
  });
}

export default uploadRoutes;
