import { useState, useSyncExternalStore } from 'react';
import { localStore, selectIsLoggedIn, useAuthStore } from '@shop/shared';
import { useDefaultAddress } from '../api/get-delivery';

/** Where a shopper's own choice of delivery district is kept between visits. */
const CHOSEN_REGION_KEY = 'buy-box-region';

const subscribeToNothing = () => () => undefined;

/**
 * The district the buy box quotes delivery to: "" (the shop's own district) while the page is the
 * server's, then, once in the browser, the one the shopper chose here, else a member's default
 * address's district, else the one chosen on an earlier visit. Storage is read only after hydration
 * (ADR 0039: the server's snapshot is "", React renders the browser's once the page has hydrated).
 */
export function useDeliveryRegion() {
  const member = useAuthStore(selectIsLoggedIn);
  const stored = useSyncExternalStore(
    subscribeToNothing,
    () => localStore.get(CHOSEN_REGION_KEY) ?? '',
    () => '',
  );
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [chosen, setChosen] = useState('');
  const defaultAddress = useDefaultAddress(inBrowser && member);
  const fromAddress = member ? (defaultAddress.data?.region_code ?? '') : '';
  const choose = (code: string) => {
    localStore.set(CHOSEN_REGION_KEY, code);
    setChosen(code);
  };
  return { regionCode: chosen || fromAddress || stored, choose };
}
