import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '../constants';

/** `value` once it has stopped changing for `wait` ms (the spec's 500 ms by default). */
export function useDebouncedValue<T>(value: T, wait = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
