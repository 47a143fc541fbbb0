import { adminMediaPage, adminMediaQuery, endpoints, mediaPicture } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { operation } from '../../http/operation';
import { listLibraryPictures, uploadLibraryPicture } from './media-service';
import { acceptPhotoBodies, PHOTO_BODY_RULES, PHOTO_BODY_TYPES, PHOTO_UPLOAD_LIMITS, photoBytes } from './photo-bodies';

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
            `${PHOTO_BODY_RULES} Kept like admin/upload/image’s pictures (resized copies only are served) and listed first in the library. Answers the library entry; its \`url\` goes in any picture field of the back office.`,
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
      return ok(request, await uploadLibraryPicture(app.db, options.uploadDir, staff, photoBytes(request), app.clock()));
    },
  );
}

export default mediaRoutes;
