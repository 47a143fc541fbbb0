import type { Db } from '../db/client';
import type { Clock } from './clock';
import type { RateLimiters } from './rate-limit';

/** Delivers a verification code to a phone; the local default only logs it (the outbox table is the record). */
export type SmsSender = (message: { mobile: string; scene: string; code: string }) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    rateLimiters: RateLimiters;
    smsSender: SmsSender;
    gatewaySecret: string;
  }
}
