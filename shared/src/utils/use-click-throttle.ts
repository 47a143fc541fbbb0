import { useCallback, useEffect, useRef, useState } from 'react';
import { CLICK_THROTTLE_MS } from '../constants';
import { assertCallback } from './assert-callback';

/** Click throttle: after a click the element is disabled for one second (spec section 9). */
export function useClickThrottle<E>(callback: (event: E) => void, wait = CLICK_THROTTLE_MS) {
  assertCallback(callback, 'useClickThrottle');
  const [disabled, setDisabled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = useCallback(
    (event: E) => {
      if (disabled) return;
      setDisabled(true);
      timer.current = setTimeout(() => setDisabled(false), wait);
      callback(event);
    },
    [callback, disabled, wait],
  );
  return { onClick, disabled };
}
