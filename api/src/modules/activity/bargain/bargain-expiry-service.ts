import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, bargains } from '../../../db/schema';

/**
 * Fails the open bargains of activities that have ended (all of them, or one activity's): nobody
 * can cut or buy them any more. A bargain being bought is `bought`, not open, so it is left to its
 * order. Runs on the API's timer and lazily before every bargain read, so no page shows a bargain
 * open past its end. Answers how many failed.
 */
export async function failEndedBargains(db: Db, now: Date, activityId?: number): Promise<number> {
  const ended = db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.type, 'bargain'), lte(activities.endsAt, now), activityId === undefined ? undefined : eq(activities.id, activityId)));
  const failed = await db
    .update(bargains)
    .set({ status: 'failed' })
    .where(and(eq(bargains.status, 'open'), inArray(bargains.activityId, ended)))
    .returning({ id: bargains.id });
  return failed.length;
}

