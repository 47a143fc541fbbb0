import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { cartAddBody, cartCountQuery } from './schemas';
import { addToCart, countCartRows } from './service';

export async function cartRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];

  routes.get('/cart/count', { schema: { tags, summary: 'Number of cart rows; 0 for visitors', querystring: cartCountQuery } }, async (request) => {
    const member = await request.currentMember();
    return ok(request, member ? await countCartRows(app.db, member.id) : 0);
  });

  routes.post('/cart/add', { schema: { tags, summary: 'Add a SKU to the member’s cart, within its stock', body: cartAddBody } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, await addToCart(app.db, member.id, request.body.sku_id, request.body.quantity), 'added_to_cart');
  });
}
