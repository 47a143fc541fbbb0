import { ADDRESS_BOOK_MAX, address, addressIdBody, addressIndexQuery, addressListAnswer, addressSaveBody, endpoints } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { operation } from '../../http/operation';
import { deleteAddress, describeAddress, listAddresses, saveAddress, setDefaultAddress } from './service';

export function addressRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'address';

  routes.get(
    endpoints.listAddresses.path,
    {
      schema: {
        ...operation(endpoints.listAddresses, {
          tag,
          summary: 'The member’s delivery addresses, default first',
          description: 'Every address of the member: the default first, then the newest.',
          answer: addressListAnswer,
          signIn: 'member',
          querystring: addressIndexQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, { list: (await listAddresses(app.db, member.id)).map(describeAddress) });
    },
  );

  routes.post(
    endpoints.saveAddress.path,
    {
      schema: {
        ...operation(endpoints.saveAddress, {
          tag,
          summary: 'Create or update an address',
          description: `Creates an address, or updates one of the member’s with \`id\`. The member’s first address, and any saved with \`is_default\`, becomes the default; editing the default keeps it. A Chinese zip code has six digits, any other three to ten. A mainland address picked from the region data carries its \`district\` and the district’s six-digit \`region_code\` (GB/T 2260); an address outside China gives no code. A member keeps at most ${ADDRESS_BOOK_MAX} addresses: a new one beyond that is refused.`,
          answer: address,
          signIn: 'member',
          refusals: [404],
          body: addressSaveBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, describeAddress(await saveAddress(app.db, member.id, request.body)), 'address_saved');
    },
  );

  routes.post(
    endpoints.deleteAddress.path,
    {
      schema: {
        ...operation(endpoints.deleteAddress, {
          tag,
          summary: 'Delete an address',
          description: 'Deletes one of the member’s addresses; when it was the default, the newest remaining one becomes the default.',
          answer: z.null(),
          signIn: 'member',
          refusals: [404],
          body: addressIdBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await deleteAddress(app.db, member.id, request.body.id);
      return ok(request, null, 'address_deleted');
    },
  );

  routes.post(
    endpoints.setDefaultAddress.path,
    {
      schema: {
        ...operation(endpoints.setDefaultAddress, {
          tag,
          summary: 'Make an address the default',
          description: 'Makes one of the member’s addresses the default, the one checkout starts from.',
          answer: z.null(),
          signIn: 'member',
          refusals: [404],
          body: addressIdBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await setDefaultAddress(app.db, member.id, request.body.id);
      return ok(request, null, 'address_default_set');
    },
  );
}

export default addressRoutes;
