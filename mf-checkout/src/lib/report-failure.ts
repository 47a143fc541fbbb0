import { ApiError, toast } from '@shop/shared';

/**
 * Tells the shopper an action failed, unless the client already dealt with it (402 toasted, 401
 * sent to sign-in, 404 sent to the not-found page).
 */
export function reportFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError && [401, 402, 404].includes(error.code)) return;
  toast.error(error instanceof ApiError && error.message ? error.message : fallback);
}
