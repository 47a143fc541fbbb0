import { useQuery } from '@tanstack/react-query';
import { endpoints, type OrderPrintout, type PrintoutKind } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminOrderKeys } from '@/lib/admin-order-keys';

export async function getOrderPrintout(id: number, kind: PrintoutKind): Promise<OrderPrintout> {
  const { data } = await staffHttp.call(endpoints.printOrderForStaff, { id, kind });
  return data;
}

/** Asked for when the preview opens, and again each time: `printed_at` is when it was printed. */
export function useOrderPrintout(id: number, kind: PrintoutKind | null) {
  return useQuery({ queryKey: adminOrderKeys.print(id, kind ?? 'slip'), queryFn: () => getOrderPrintout(id, kind!), enabled: kind !== null, staleTime: 0, gcTime: 0 });
}
