/** Share of an activity's units gone, in whole percent ("72% sold"); nothing left is 100. */
export function soldPercent(sold: number, stock: number): number {
  const total = sold + stock;
  return total > 0 ? Math.min(100, Math.round((sold / total) * 100)) : 100;
}
