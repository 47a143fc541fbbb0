import type { CartRow } from '@shop/contract';

/** Whether a row's price moved or its stock ran low since it was added: what the shopper confirms before checking out. */
export const hasChanged = (row: CartRow) => row.price_change !== null || row.stock_notice === 'low';

/** The selected rows that can be bought and changed since they were added. */
export const changedSelectedRows = (rows: readonly CartRow[]) => rows.filter((row) => row.selected && !row.invalid && hasChanged(row));
