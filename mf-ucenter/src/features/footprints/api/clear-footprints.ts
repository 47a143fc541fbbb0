import { endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { footprintKeys } from './footprint-keys';

export async function clearFootprints(): Promise<void> {
  await http.call(endpoints.clearFootprints);
}

export const useClearFootprints = () => useListChange(footprintKeys.lists(), clearFootprints, 'footprint.cleared');
