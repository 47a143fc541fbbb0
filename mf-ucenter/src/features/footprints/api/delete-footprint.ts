import { endpoints, type FootprintDeleteBody } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { footprintKeys } from './footprint-keys';

export async function deleteFootprint(body: FootprintDeleteBody): Promise<void> {
  await http.call(endpoints.deleteFootprint, body);
}

/** Removes one footprint; the pages are read again, since its day may have gone. */
export const useDeleteFootprint = () => useListChange(footprintKeys.lists(), deleteFootprint, 'footprint.removed');
