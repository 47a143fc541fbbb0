import { isDeepStrictEqual } from 'node:util';
import type { AdminDesignDetail, DesignDataInput } from '@shop/contract';
import { and, eq, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { designDrafts, designVersions, staffUsers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { findPublishedDesign } from '../design';
import type { Staff } from '../staff';
import { withCatalogueCardsOf } from './design-goods-service';
import { auditTargetId, isDraftOf, isVersionOf, parseDesignData, staleDraft, type DesignTarget } from './design-target';

/** A design no draft was kept of yet is edited from revision 1: the published design itself. */
export const FIRST_REVISION = 1;

/** The version shoppers see now; 0 while the design the shop opened with was never published from the back office. */
export async function publishedVersion(db: Db | Tx, target: DesignTarget): Promise<number> {
  const [row] = await db.select({ version: max(designVersions.version) }).from(designVersions).where(isVersionOf(target));
  return row?.version ?? 0;
}

/** admin/design/detail: the draft with its revision, or the published design when no draft was kept. */
export async function describeDesign(db: Db, target: DesignTarget): Promise<AdminDesignDetail> {
  const [draft] = await db
    .select({ data: designDrafts.data, revision: designDrafts.revision, updatedAt: designDrafts.updatedAt, by: { id: staffUsers.id, username: staffUsers.username, name: staffUsers.name } })
    .from(designDrafts)
    .leftJoin(staffUsers, eq(staffUsers.id, designDrafts.updatedBy))
    .where(isDraftOf(target))
    .limit(1);
  const published = await findPublishedDesign(db, target.tempId, target.kind, target.lang);
  if (!draft && published === null) throw notFound();
  return {
    temp_id: target.tempId,
    kind: target.kind,
    lang: target.lang,
    data: (draft ? draft.data : published) as DesignDataInput,
    revision: draft?.revision ?? FIRST_REVISION,
    published_version: await publishedVersion(db, target),
    changed: draft ? !isDeepStrictEqual(draft.data, published) : false,
    updated_at: draft?.updatedAt.toISOString() ?? null,
    updated_by: draft?.by?.id ? draft.by : null,
  };
}

/**
 * admin/design/save: keeps the design as the new draft, only over the revision the designer started
 * from. A save from an older revision is refused and writes nothing, so no one's work is lost; the
 * audit row keeps the draft it replaced.
 */
export async function saveDraft(db: Db, staff: Staff, target: DesignTarget, design: DesignDataInput, revision: number, now: Date, request: FastifyRequest): Promise<AdminDesignDetail> {
  const data = await withCatalogueCardsOf(db, parseDesignData(target.kind, design), target.lang);
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select({ id: designDrafts.id, data: designDrafts.data, revision: designDrafts.revision }).from(designDrafts).where(isDraftOf(target)).for('update');
    if (!current) {
      if (revision !== FIRST_REVISION) throw staleDraft();
      const before = await findPublishedDesign(tx, target.tempId, target.kind, target.lang);
      if (before === null) throw notFound();
      // Two first saves at once: the unique index lets one in, the other is told to reload.
      const [created] = await tx
        .insert(designDrafts)
        .values({ ...target, data, revision: FIRST_REVISION + 1, updatedBy: staff.id, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: designDrafts.id });
      if (!created) throw staleDraft();
      await recordAudit(tx, staff, { action: 'design.save', targetType: 'design', targetId: auditTargetId(target), before: { revision: FIRST_REVISION, data: before }, after: { revision: FIRST_REVISION + 1, data } }, request);
      return;
    }
    const [saved] = await tx
      .update(designDrafts)
      .set({ data, revision: revision + 1, updatedBy: staff.id, updatedAt: now })
      .where(and(eq(designDrafts.id, current.id), eq(designDrafts.revision, revision)))
      .returning({ revision: designDrafts.revision });
    if (!saved) throw staleDraft();
    await recordAudit(tx, staff, { action: 'design.save', targetType: 'design', targetId: auditTargetId(target), before: { revision: current.revision, data: current.data }, after: { revision: saved.revision, data } }, request);
  });
  return describeDesign(db, target);
}

/**
 * The draft row, locked for the rest of the transaction: publishing and rolling back run one at a
 * time per design. A design without a draft gets one first (the published design, revision 1).
 */
export async function lockDraft(tx: Tx, target: DesignTarget) {
  const select = () => tx.select().from(designDrafts).where(isDraftOf(target)).for('update');
  const [existing] = await select();
  if (existing) return existing;
  const published = await findPublishedDesign(tx, target.tempId, target.kind, target.lang);
  if (published === null) throw notFound();
  await tx.insert(designDrafts).values({ ...target, data: published, revision: FIRST_REVISION }).onConflictDoNothing();
  const [created] = await select();
  if (!created) throw notFound();
  return created;
}
