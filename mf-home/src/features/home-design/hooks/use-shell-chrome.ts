import { useLayoutEffect } from 'react';
import { useChromeStore, type ChromeOverrides } from '@shop/shared';

/** Restyles the shell's header and footer with the design's own while the home page is shown. */
export function useShellChrome(chrome: ChromeOverrides | null) {
  // Before paint, so the shell never shows its own blocks and then the design's in one frame.
  useLayoutEffect(() => {
    useChromeStore.getState().setOverrides(chrome ?? {});
  }, [chrome]);
  useLayoutEffect(() => () => useChromeStore.getState().setOverrides({}), []);
}
