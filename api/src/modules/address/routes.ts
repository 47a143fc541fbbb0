import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { addressIdBody, addressIndexQuery, addressSaveBody } from './schemas';
import { deleteAddress, describeAddress, listAddresses, saveAddress, setDefaultAddress } from './service';

export async function addressRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['address'];

  routes.get('/address/index', { schema: { tags, summary: 'The member’s delivery addresses, default first', querystring: addressIndexQuery } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, { list: (await listAddresses(app.db, member.id)).map(describeAddress) });
  });

  routes.post('/address/save', { schema: { tags, summary: 'Create or update an address', body: addressSaveBody } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, describeAddress(await saveAddress(app.db, member.id, request.body)), 'address_saved');
  });

  routes.post('/address/delete', { schema: { tags, summary: 'Delete an address', body: addressIdBody } }, async (request) => {
    const member = await request.requireMember();
    await deleteAddress(app.db, member.id, request.body.id);
    return ok(request, null, 'address_deleted');
  });

  routes.post('/address/default', { schema: { tags, summary: 'Make an address the default', body: addressIdBody } }, async (request) => {
    const member = await request.requireMember();
    await setDefaultAddress(app.db, member.id, request.body.id);
    return ok(request, null, 'address_default_set');
  });
}
