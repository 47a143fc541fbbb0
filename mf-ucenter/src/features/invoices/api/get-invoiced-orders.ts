import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type InvoicedOrderListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { invoiceKeys } from './invoice-keys';

export const INVOICED_ORDERS_PAGE_SIZE = 10;

export async function getInvoicedOrders(page: number): Promise<InvoicedOrderListAnswer> {
  const { data } = await http.call(endpoints.listInvoicedOrders, { page, size: INVOICED_ORDERS_PAGE_SIZE });
  return data;
}

/** One page of the member's invoiced orders; the page shown stays until the next one answers. */
export function useInvoicedOrders(page: number) {
  return useQuery({ queryKey: invoiceKeys.orders(page), queryFn: () => getInvoicedOrders(page), placeholderData: keepPreviousData });
}
