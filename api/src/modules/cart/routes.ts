import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { changeCartQuantity, deleteCartRows, describeCart, selectCartRows } from './listing-service';
import { cartAddBody, cartChangeBody, cartCountQuery, cartDeleteBody, cartIndexQuery, cartSelectBody } from './schemas';
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

  routes.get('/cart/index', { schema: { tags, summary: 'The member’s cart rows with totals of the selected valid ones', querystring: cartIndexQuery } }, async (request) => {
    const member = await request.requireMember();
    return ok(request, await describeCart(app.db, member.id, requestLang(request)));
  });

  routes.post('/cart/change', { schema: { tags, summary: 'Set a row’s quantity, within the stock', body: cartChangeBody } }, async (request) => {
    const member = await request.requireMember();
    await changeCartQuantity(app.db, member.id, request.body.id, request.body.quantity);
    return ok(request, await describeCart(app.db, member.id, requestLang(request)));
  });

  routes.post('/cart/select', { schema: { tags, summary: 'Select or unselect rows, or all of them', body: cartSelectBody } }, async (request) => {
    const member = await request.requireMember();
    await selectCartRows(app.db, member.id, request.body.ids, request.body.selected);
    return ok(request, await describeCart(app.db, member.id, requestLang(request)));
  });

  routes.post('/cart/delete', { schema: { tags, summary: 'Remove rows from the cart', body: cartDeleteBody } }, async (request) => {
    const member = await request.requireMember();
    await deleteCartRows(app.db, member.id, request.body.ids);
    return ok(request, await describeCart(app.db, member.id, requestLang(request)));
  });
}
