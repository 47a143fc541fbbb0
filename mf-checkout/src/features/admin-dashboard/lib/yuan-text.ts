/** "¥12.30", "-¥35.00": an amount of the API (a yuan string) or of cents, as the dashboard writes it. */
export function yuanText(cents: number): string {
  const amount = (Math.abs(cents) / 100).toFixed(2);
  return cents < 0 ? `-¥${amount}` : `¥${amount}`;
}
