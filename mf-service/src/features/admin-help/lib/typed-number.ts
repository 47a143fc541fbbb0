/**
 * A number box's value: the number typed, or null when it is empty, so that the contract finds it
 * missing. react-hook-form also hands over the form's own value (a number) as it is.
 */
export function typedNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : null;
}
