import { useEffect } from 'react';
import { PAGE_LIVE } from '../app/server-state';

/**
 * Tells a server-rendered page's app loader that the page's part answers (PAGE_LIVE): its effect runs
 * once the part is committed, the remote's page or the panel shown in its place.
 */
export function AnnounceLive() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_LIVE));
  }, []);
  return null;
}
