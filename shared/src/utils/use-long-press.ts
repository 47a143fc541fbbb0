import { useCallback, useEffect, useRef } from 'react';
import { LONG_PRESS_MS } from '../constants';
import { assertCallback } from './assert-callback';

/** Long press: the callback fires after the pointer is held for 1000 ms (spec section 9). */
export function useLongPress(callback: () => void, delay = LONG_PRESS_MS) {
  assertCallback(callback, 'useLongPress');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const start = useCallback(() => {
    cancel();
    timer.current = setTimeout(callback, delay);
  }, [callback, cancel, delay]);
  return { onPointerDown: start, onPointerUp: cancel, onPointerLeave: cancel, onPointerCancel: cancel };
}
