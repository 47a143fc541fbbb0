import { isDeepStrictEqual } from 'node:util';
import type { AdminDesignDetail, AdminDesignHistoryAnswer } from '@shop/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { designDrafts, designVersions, staffUsers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { findPublishedDesign, writePublishedDesign } from '../design';
import type { Staff } from '../staff';
import { describeDesign, lockDraft, publishedVersion } from './design-draft-service';
import { withCatalogueCardsOf } from './design-goods-service';
import { auditTargetId, isVersionOf, parseStoredDesign, staleDraft, type DesignTarget } from './design-target';

/** Versions the history lists, newest first: far more than a shop rolls back through. */
const HISTORY_MAX = 200;

/**
 * The next version number. The first publish from the back office first records the design the
 * shop opened with as version 1, so that it can be rolled back to like any other.
 */
async function nextVersion(tx: Tx, target: DesignTarget, now: Date): Promise<number> {
  const latest = await publishedVersion(tx, target);
  if (latest > 0) return latest + 1;
  const opening = await findPublishedDesign(tx, target.tempId, target.kind, target.lang);
  if (opening === null) throw notFound();
  await tx.insert(designVersions).values({ ...target, version: 1, data: opening, publishedAt: now });
  return 2;
}

/**
 * admin/design/publish: the draft the designer has on screen becomes what shoppers read (at their
 * next index/index), as a new version, in one transaction. A publish from an older revision than
 * the draft's is refused like a stale save. The goods cards are refreshed from the catalogue on the way.
 */
export async function publishDraft(db: Db, staff: Staff, target: DesignTarget, revision: number, note: string, now: Date, request: FastifyRequest): Promise<AdminDesignDetail> {
  await inTransaction(db, async (tx) => {
    const draft = await lockDraft(tx, target);
    if (draft.revision !== revision) throw staleDraft();
    const data = await withCatalogueCardsOf(tx, parseStoredDesign(target.kind, draft.data), target.lang);
    const before = await publishedVersion(tx, target);
    const version = await nextVersion(tx, target, now);
    await tx.insert(designVersions).values({ ...target, version, data, publishedBy: staff.id, publishedAt: now, note });
    await writePublishedDesign(tx, target.tempId, target.kind, target.lang, data);
    // The draft follows only when the catalogue changed a card: an unchanged draft keeps its revision, so no one else's editor goes stale.
    if (!isDeepStrictEqual(draft.data, data)) {
      await tx.update(designDrafts).set({ data, revision: draft.revision + 1, updatedBy: staff.id, updatedAt: now }).where(eq(designDrafts.id, draft.id));
    }
    await recordAudit(tx, staff, { action: 'design.publish', targetType: 'design', targetId: auditTargetId(target), before: { version: before }, after: { version, revision: draft.revision, note } }, request);
  });
  return describeDesign(db, target);
}

/**
 * admin/design/rollback: publishes an earlier version's design again, as a new version, and makes it
 * the draft. The draft it replaces is kept in the audit row.
 */
export async function rollBackDesign(db: Db, staff: Staff, target: DesignTarget, version: number, note: string, now: Date, request: FastifyRequest): Promise<AdminDesignDetail> {
  await inTransaction(db, async (tx) => {
    const draft = await lockDraft(tx, target);
    const [earlier] = await tx.select({ data: designVersions.data }).from(designVersions).where(and(isVersionOf(target), eq(designVersions.version, version)));
    if (!earlier) throw notFound();
    const before = await publishedVersion(tx, target);
    const next = before + 1;
    await tx.insert(designVersions).values({ ...target, version: next, data: earlier.data, publishedBy: staff.id, publishedAt: now, note });
    await writePublishedDesign(tx, target.tempId, target.kind, target.lang, earlier.data);
    await tx.update(designDrafts).set({ data: earlier.data, revision: draft.revision + 1, updatedBy: staff.id, updatedAt: now }).where(eq(designDrafts.id, draft.id));
    await recordAudit(
      tx,
      staff,
      { action: 'design.rollback', targetType: 'design', targetId: auditTargetId(target), before: { version: before, revision: draft.revision, draft: draft.data }, after: { version: next, restored: version, note } },
      request,
    );
  });
  return describeDesign(db, target);
}

/** admin/design/history: the published versions, newest first, with who published each and when. */
export async function listDesignVersions(db: Db, target: DesignTarget): Promise<AdminDesignHistoryAnswer> {
  const rows = await db
    .select({
      version: designVersions.version,
      note: designVersions.note,
      publishedAt: designVersions.publishedAt,
      by: { id: staffUsers.id, username: staffUsers.username, name: staffUsers.name },
      // A home page's blocks, or a global layout's places.
      blocks: sql<number>`case when jsonb_typeof(${designVersions.data} -> 'list') = 'array' then jsonb_array_length(${designVersions.data} -> 'list') when jsonb_typeof(${designVersions.data}) = 'object' then (select count(*) from jsonb_object_keys(${designVersions.data})) else 0 end`.mapWith(Number),
    })
    .from(designVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, designVersions.publishedBy))
    .where(isVersionOf(target))
    .orderBy(desc(designVersions.version))
    .limit(HISTORY_MAX);
  const current = rows[0]?.version;
  return {
    list: rows.map((row) => ({
      version: row.version,
      note: row.note,
      published_at: row.publishedAt.toISOString(),
      published_by: row.by?.id ? row.by : null,
      current: row.version === current,
      blocks: row.blocks,
    })),
  };
}
