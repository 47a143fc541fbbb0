/** Numbers from the design data may be strings; px values fall back when missing. */
export function px(value: unknown, fallback = 0): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** A colour from the design data, or undefined so that the stylesheet's default applies. */
export function color(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A design flag is on when it is true, 1 or '1' (the back office stores both numbers and strings). */
export function isOn(value: unknown): boolean {
  return value === true || Number(value) === 1;
}
