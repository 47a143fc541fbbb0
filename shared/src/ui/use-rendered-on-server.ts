import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True for an element rendered on the server, and for the same element while the browser hydrates
 * the server's markup (ADR 0039), for its whole life: it shows what the server showed rather than
 * what a page rendered in the browser starts with (a placeholder, a text pass).
 */
export function useRenderedOnServer(): boolean {
  const rendering = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [fromServer] = useState(rendering);
  return fromServer;
}
