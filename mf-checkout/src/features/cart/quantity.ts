/** A wanted quantity made valid: a whole number from 1 to the stock (1 when nothing sensible). */
export function clampQuantity(wanted: number, stock: number): number {
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : 1;
  return Math.max(1, Math.min(whole, Math.max(stock, 1)));
}

/** A row's line total in yuan, computed in cents so that 0.1 × 3 stays 0.30. */
export function lineTotal(price: string, quantity: number): string {
  const cents = Math.round(Number.parseFloat(price) * 100);
  return ((Number.isFinite(cents) ? cents : 0) * quantity / 100).toFixed(2);
}
