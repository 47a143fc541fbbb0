import {
  endpoints,
  INVOICE_HEADERS_MAX,
  invoicedOrderListAnswer,
  invoicedOrderQuery,
  invoiceHeader,
  invoiceHeaderIdBody,
  invoiceHeaderListAnswer,
  invoiceHeaderSaveBody,
  invoiceIndexQuery,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { operation } from '../../http/operation';
import { deleteInvoiceHeader, describeInvoiceHeader, listInvoiceHeaders, saveInvoiceHeader, setDefaultInvoiceHeader } from './header-service';
import { listInvoicedOrders } from './invoiced-orders-service';

export function invoiceRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'invoice';

  routes.get(
    endpoints.listInvoiceHeaders.path,
    {
      schema: {
        ...operation(endpoints.listInvoiceHeaders, {
          tag,
          summary: 'The member’s invoice headers, default first',
          description: 'Every saved invoice header of the member: the default first, then the newest.',
          answer: invoiceHeaderListAnswer,
          signIn: 'member',
          querystring: invoiceIndexQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, { list: (await listInvoiceHeaders(app.db, member.id)).map(describeInvoiceHeader) });
    },
  );

  routes.post(
    endpoints.saveInvoiceHeader.path,
    {
      schema: {
        ...operation(endpoints.saveInvoiceHeader, {
          tag,
          summary: 'Create or update an invoice header',
          description: `Creates an invoice header, or updates one of the member’s with \`id\`. A person’s header needs a name; an enterprise’s also its tax number (15 to 20 letters and digits). The member’s first header, and any saved with \`is_default\`, becomes the default; editing the default keeps it. A member keeps at most ${INVOICE_HEADERS_MAX} headers: a new one beyond that is refused.`,
          answer: invoiceHeader,
          signIn: 'member',
          refusals: [404],
          body: invoiceHeaderSaveBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, describeInvoiceHeader(await saveInvoiceHeader(app.db, member.id, request.body)), 'invoice_header_saved');
    },
  );

  routes.post(
    endpoints.deleteInvoiceHeader.path,
    {
      schema: {
        ...operation(endpoints.deleteInvoiceHeader, {
          tag,
          summary: 'Delete an invoice header',
          description: 'Deletes one of the member’s invoice headers; when it was the default, the newest remaining one becomes the default. Orders keep the invoice they were placed with.',
          answer: z.null(),
          signIn: 'member',
          refusals: [404],
          body: invoiceHeaderIdBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await deleteInvoiceHeader(app.db, member.id, request.body.id);
      return ok(request, null, 'invoice_header_deleted');
    },
  );

  routes.post(
    endpoints.setDefaultInvoiceHeader.path,
    {
      schema: {
        ...operation(endpoints.setDefaultInvoiceHeader, {
          tag,
          summary: 'Make an invoice header the default',
          description: 'Makes one of the member’s invoice headers the default, the one checkout offers first.',
          answer: z.null(),
          signIn: 'member',
          refusals: [404],
          body: invoiceHeaderIdBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      await setDefaultInvoiceHeader(app.db, member.id, request.body.id);
      return ok(request, null, 'invoice_header_default_set');
    },
  );

  routes.get(
    endpoints.listInvoicedOrders.path,
    {
      schema: {
        ...operation(endpoints.listInvoicedOrders, {
          tag,
          summary: 'The member’s orders that asked for an invoice',
          description:
            'One page of the member’s orders placed with an invoice, newest first, each with its header, invoice type, amount and the invoice’s state: `pending` (to be issued) until the goods are received, `issued` once they are received or the order completed, `cancelled` for a cancelled order, `refunded` once money was paid back on the order.',
          answer: invoicedOrderListAnswer,
          signIn: 'member',
          querystring: invoicedOrderQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listInvoicedOrders(app.db, member.id, request.query, app.clock()));
    },
  );
}

export default invoiceRoutes;
