const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Where a top-up started from elsewhere (the cashier) goes back to: the `back` query when it is a
 * path of this site (`/cart/cashier?order_id=5`), else null. Anything that could leave the site
 * (`//host`, `/\host`, `https://...`, `javascript:`) is refused.
 */
export function safeBackPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return hasControlCharacter(raw) ? null : raw;
}

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
    return safeBackPath(sessionStorage.getItem(storageKey(rechargeId)));
  } catch {
    return null;
  }
}
