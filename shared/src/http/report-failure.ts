import { toast } from '../stores/toast-store';
import { ApiError } from './api-error';

/** Codes the HTTP client has dealt with already: 401 went to sign-in, 402 was toasted, 404 went to the not-found page. */
const HANDLED = new Set([401, 402, 404]);

/** Tells the shopper an action failed, unless the client already did; `fallback` words a failure without a message. */
export function reportFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError && HANDLED.has(error.code)) return;
  toast.error(error instanceof ApiError && error.message ? error.message : fallback);
}
