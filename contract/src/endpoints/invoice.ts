import type { z } from 'zod';
import type { invoiceHeader, invoiceHeaderIdBody, invoiceHeaderListAnswer, invoiceHeaderSaveBody, invoiceIndexQuery, invoicedOrderListAnswer, invoicedOrderQuery } from '../invoice';
import type { Endpoint } from '../endpoint';

export const listInvoiceHeaders: Endpoint<typeof invoiceIndexQuery, typeof invoiceHeaderListAnswer> = { operationId: 'listInvoiceHeaders', method: 'GET', path: '/invoice/index' };
export const saveInvoiceHeader: Endpoint<typeof invoiceHeaderSaveBody, typeof invoiceHeader> = { operationId: 'saveInvoiceHeader', method: 'POST', path: '/invoice/save' };
export const deleteInvoiceHeader: Endpoint<typeof invoiceHeaderIdBody, z.ZodNull> = { operationId: 'deleteInvoiceHeader', method: 'POST', path: '/invoice/delete' };
export const setDefaultInvoiceHeader: Endpoint<typeof invoiceHeaderIdBody, z.ZodNull> = { operationId: 'setDefaultInvoiceHeader', method: 'POST', path: '/invoice/default' };
export const listInvoicedOrders: Endpoint<typeof invoicedOrderQuery, typeof invoicedOrderListAnswer> = { operationId: 'listInvoicedOrders', method: 'GET', path: '/invoice/orders' };
