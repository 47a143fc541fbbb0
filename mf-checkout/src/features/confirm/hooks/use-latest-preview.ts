import { useState } from 'react';
import type { OrderPreview } from '@shop/contract';

/**
 * The preview to show: the current one, or, when pricing the newest choices failed, the last one
 * the server answered (its totals then say they are stale).
 */
export function useLatestPreview(current: OrderPreview | undefined): OrderPreview | undefined {
  const [latest, setLatest] = useState(current);
  if (current !== undefined && current !== latest) setLatest(current);
  return current ?? latest;
}
