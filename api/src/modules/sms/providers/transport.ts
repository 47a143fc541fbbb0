import type { Agent } from 'node:http';

/** How long a provider has to answer before the code counts as not sent. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * How a sender reaches its provider, for tests: a shorter time-out, and (Tencent's SDK takes one)
 * an HTTP agent that routes the provider's host name to a local fake.
 */
export type ProviderTransport = { timeoutMs?: number; agent?: Agent };
