import {
  cartAddBody,
  cartAnswer,
  cartChangeBody,
  cartCount,
  cartCountAnswer,
  cartCountQuery,
  cartDeleteBody,
  cartFavoriteBody,
  cartIndexQuery,
  cartRefreshBody,
  cartSelectBody,
  endpoints,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { changeCartQuantity, deleteCartRows, describeCart, moveCartRowsToFavorites, refreshCartRows, selectCartRows } from './listing-service';
import { findSessionMember } from '../user';
import { addToCart, countCartRows } from './service';

export function cartRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'cart';

  routes.get(
    endpoints.countCartRows.path,
    {
      schema: {
        ...operation(endpoints.countCartRows, {
          tag,
          summary: 'Number of cart rows; 0 for visitors',
          description: 'How many rows the member’s cart holds, what the header badge shows; 0 for visitors.',
          answer: cartCount,
          signIn: 'optional',
          querystring: cartCountQuery,
        }),
      },
    },
    // The hottest member call: the token's member and the count come from memory (read-cache.ts).
    async (request) => {
      const token = bearerToken(request);
      const memberId = token ? await app.readCache.memberIdForToken(token, () => findSessionMember(app.db, token, app.clock())) : null;
      return ok(request, memberId === null ? 0 : await app.readCache.cartCount(memberId, () => countCartRows(app.db, memberId)));
    },
  );

  routes.post(
    endpoints.addToCart.path,
    {
      schema: {
        ...operation(endpoints.addToCart, {
          tag,
          summary: 'Add a SKU to the member’s cart, within its stock',
          description: 'Adds the quantity to the SKU’s row (creating it, selected); the row may not exceed the stock (`data.stock` and `data.in_cart` when it would). Answers the new row count.',
          answer: cartCountAnswer,
          signIn: 'member',
          refusals: [404],
          body: cartAddBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await addToCart(app.db, member.id, request.body.sku_id, request.body.quantity), 'added_to_cart');
    },
  );

  routes.get(
    endpoints.getCart.path,
    {
      schema: {
        ...operation(endpoints.getCart, {
          tag,
          summary: 'The member’s cart rows with totals and hints for the selected valid ones',
          description:
            'Every row with what its SKU is now (price, stock, whether it can still be bought) and what changed since it was added (`price_change`, `stock_notice`), the totals of the selected rows that can be bought, and hints for them: how much more makes express delivery free, the usable coupon that saves most and the nearest one that would save more.',
          answer: cartAnswer,
          signIn: 'member',
          querystring: cartIndexQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await describeCart(app.db, member.id, requestLang(request), app.clock()));
    },
  );

  routes.post(
    endpoints.changeCartQuantity.path,
    {
      schema: {
        ...operation(endpoints.changeCartQuantity, {
          tag,
          summary: 'Set a row’s quantity, within the stock',
          description: 'Sets one row’s quantity, from 1 up to the SKU’s stock, and answers the whole cart.',
          answer: cartAnswer,
          signIn: 'member',
          refusals: [404],
          body: cartChangeBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await changeCartQuantity(app.db, member.id, request.body.id, request.body.quantity);
      return ok(request, await describeCart(app.db, member.id, requestLang(request), app.clock()));
    },
  );

  routes.post(
    endpoints.selectCartRows.path,
    {
      schema: {
        ...operation(endpoints.selectCartRows, {
          tag,
          summary: 'Select or unselect rows, or all of them',
          description: 'Selects or unselects the rows named (`ids: "all"` for every row) and answers the whole cart.',
          answer: cartAnswer,
          signIn: 'member',
          refusals: [404],
          body: cartSelectBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await selectCartRows(app.db, member.id, request.body.ids, request.body.selected);
      return ok(request, await describeCart(app.db, member.id, requestLang(request), app.clock()));
    },
  );

  routes.post(
    endpoints.deleteCartRows.path,
    {
      schema: {
        ...operation(endpoints.deleteCartRows, {
          tag,
          summary: 'Remove rows from the cart',
          description: 'Removes the rows named and answers the whole cart.',
          answer: cartAnswer,
          signIn: 'member',
          refusals: [404],
          body: cartDeleteBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await deleteCartRows(app.db, member.id, request.body.ids);
      return ok(request, await describeCart(app.db, member.id, requestLang(request), app.clock()));
    },
  );

  routes.post(
    endpoints.moveCartRowsToFavorites.path,
    {
      schema: {
        ...operation(endpoints.moveCartRowsToFavorites, {
          tag,
          summary: 'Move rows to the favourites',
          description: 'Adds the rows’ goods to the member’s favourites (goods already there stay) and removes the rows from the cart, in one go; answers the whole cart. Goods off the shelf cannot be saved.',
          answer: cartAnswer,
          signIn: 'member',
          refusals: [404],
          body: cartFavoriteBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await moveCartRowsToFavorites(app.db, member.id, request.body.ids, app.clock());
      return ok(request, await describeCart(app.db, member.id, requestLang(request), app.clock()), 'moved_to_favorites');
    },
  );

  routes.post(
    endpoints.refreshCartRows.path,
    {
      schema: {
        ...operation(endpoints.refreshCartRows, {
          tag,
          summary: 'Accept what changed on rows since they were added',
          description: 'The shopper has seen the rows’ new price and stock: each row remembers them as they are now, so it no longer reports a change. Answers the whole cart.',
          answer: cartAnswer,
          signIn: 'member',
          refusals: [404],
          body: cartRefreshBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await refreshCartRows(app.db, member.id, request.body.ids);
      return ok(request, await describeCart(app.db, member.id, requestLang(request), app.clock()));
    },
  );
}

export default cartRoutes;
