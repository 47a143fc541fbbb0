import { useEffect, type RefObject } from 'react';

/** Within this many pixels of the end, the newest message counts as on screen. */
export const NEAR_BOTTOM_PX = 48;

export function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
}

/**
 * Marks the conversation read up to `lastId` while the member can see it: the page visible, the
 * window focused and the list scrolled to its end. Checked again as messages come, on focus, when the
 * page becomes visible and as the member scrolls.
 */
export function useReadMarker(lastId: number, list: RefObject<HTMLElement | null>, read: (id: number) => void) {
  useEffect(() => {
    const check = () => {
      const element = list.current;
      if (!lastId || !element || document.visibilityState !== 'visible' || !document.hasFocus()) return;
      if (isNearBottom(element)) read(lastId);
    };
    check();
    const element = list.current;
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    element?.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
      element?.removeEventListener('scroll', check);
    };
  }, [lastId, list, read]);
}
