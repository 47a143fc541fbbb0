import { DEBOUNCE_MS } from '../constants';
import { assertCallback } from './assert-callback';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Runs the callback once calls have paused for `wait` ms (500 ms by default). */
export function debounce<A extends unknown[]>(callback: (...args: A) => void, wait = DEBOUNCE_MS): Debounced<A> {
  assertCallback(callback, 'debounce');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => callback(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
