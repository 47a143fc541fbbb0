/**
 * A count box's value: the number typed, or null when there is none (an empty box, or letters), so
 * that the contract finds it missing. react-hook-form also hands over the form's own value as it is.
 */
export function typedNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isNaN(number) ? null : number;
}
