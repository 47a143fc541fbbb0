import type { ConfirmBody } from '../lib/types';

/** Query keys of order/confirm: one priced preview per body (the goods and every choice). */
export const confirmKeys = {
  all: ['order-confirm'] as const,
  preview: (body: ConfirmBody) => [...confirmKeys.all, body] as const,
};
