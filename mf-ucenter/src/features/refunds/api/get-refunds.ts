import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type RefundListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { refundKeys } from '@/lib/refund-keys';

const REFUNDS_PAGE_SIZE = 10;

export async function getRefunds(page: number): Promise<RefundListAnswer> {
  const answer = await http.call(endpoints.listRefunds, { page, size: REFUNDS_PAGE_SIZE });
  return answer.data;
}

/** One page of the member's requests; the page shown stays until the next one answers. */
export function useRefunds(page: number) {
  return useQuery({ queryKey: refundKeys.list(page), queryFn: () => getRefunds(page), placeholderData: keepPreviousData });
}
