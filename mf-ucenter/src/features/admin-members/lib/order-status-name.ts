import { ORDER_STATUS, type OrderStatusName } from '@shop/contract';

const NAMES = Object.fromEntries(Object.entries(ORDER_STATUS).map(([name, code]) => [code, name])) as Record<number, OrderStatusName>;

/** The key of an order status code in `adminMember.orderStatus`; an unknown code is shown as is. */
export const orderStatusName = (status: number): OrderStatusName | null => NAMES[status] ?? null;
