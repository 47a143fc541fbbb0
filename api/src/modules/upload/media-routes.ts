import { adminMediaPage, adminMediaQuery, endpoints, mediaPicture } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { operation } from '../../http/operation';
import { listLibraryPictures, uploadLibraryPicture } from './media-service';
import { acceptPhotoBodies, PHOTO_BODY_TYPES, PHOTO_UPLOAD_LIMITS } from './photo-bodies';

/** Back office: the media library, the pictures uploaded from the back office, to pick for any picture field. */
export function mediaRoutes(app: FastifyInstance, options: { uploadDir: string }): void {
  acceptPhotoBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin';

  routes.get(
    endpoints.listAdminMedia.path,
    {
      schema: {
        ...operation(endpoints.listAdminMedia, {
          tag,
          summary: 'Back office: the media library',
          description: 'One page of the pictures uploaded through admin/media/upload, newest first (a picture uploaded again comes first again), each with its URL, type, size in bytes and pixels, and who uploaded it.',
          answer: adminMediaPage,
          permission: 'media.edit',
          querystring: adminMediaQuery,
        }),
      },
    },
    async (request) => ok(request, await listLibraryPictures(app.db, request.query.page, request.query.size)),
  );

  routes.post(
    endpoints.uploadAdminMedia.path,
    {
      ...PHOTO_UPLOAD_LIMITS,
      schema: {
        ...operation(endpoints.uploadAdminMedia, {
          tag,
          summary: 'Back office: upload a picture to the media library',
          description:
            'The body is the picture itself (`Content-Type` image/jpeg, image/png, image/webp or application/octet-stream): a JPEG, PNG or WebP of at most 2 MB (413 `upload_too_large`), at most 4,096 px a side and 16 megapixels (`upload_too_many_pixels`), recognised by its content. Kept like admin/upload/image’s pictures (resized copies only are served) and listed first in the library. Answers the library entry; its `url` goes in any picture field of the back office.',
          answer: mediaPicture,
          permission: 'media.edit',
          refusals: [429],
        }),
        consumes: PHOTO_BODY_TYPES,
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      await app.rateLimiters.uploads.enter(`staff:${staff.id}`);
      if (!Buffer.isBuffer(request.body)) throw refused('upload_missing', 'file');
      return ok(request, await uploadLibraryPicture(app.db, options.uploadDir, staff, new Uint8Array(request.body), app.clock()));
    },
  );
}

export default mediaRoutes;
