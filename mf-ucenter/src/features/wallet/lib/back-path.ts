import { sitePath } from '@/lib/paths';

// The gateway's pay page sends the member back to the top-up by its id alone, so the way back is
// kept for the tab's life under the top-up's id.
const storageKey = (rechargeId: number) => `recharge-back:${rechargeId}`;

export function rememberBackPath(rechargeId: number, back: string | null): void {
  try {
    if (back) sessionStorage.setItem(storageKey(rechargeId), back);
  } catch {
    // Storage refused (private mode): the way back is then only in the URL.
  }
}

export function recalledBackPath(rechargeId: number): string | null {
  try {
    return sitePath(sessionStorage.getItem(storageKey(rechargeId)));
  } catch {
    return null;
  }
}
