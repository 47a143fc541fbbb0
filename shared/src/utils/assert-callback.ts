/** The spec's directives error when their callback argument is not a function. */
export function assertCallback(callback: unknown, name: string): asserts callback is (...args: never[]) => unknown {
  if (typeof callback !== 'function') {
    throw new TypeError(`${name}: the callback argument must be a function`);
  }
}
