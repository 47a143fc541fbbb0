import { randomInt } from 'node:crypto';

/** An eight-digit code the member shows at the store to collect a pickup order. */
export const pickupCode = () => String(randomInt(10_000_000, 100_000_000));
