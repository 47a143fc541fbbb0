import { useQuery } from '@tanstack/react-query';
import { addressKeys } from '../api/address-keys';
import { loadRegions } from '../lib/region-data';

/** The mainland region tree, loaded once on first use and kept for the visit. */
export function useRegions() {
  return useQuery({ queryKey: addressKeys.regions(), queryFn: loadRegions, staleTime: Infinity, gcTime: Infinity });
}
