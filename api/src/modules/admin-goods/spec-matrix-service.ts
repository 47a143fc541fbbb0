import type { AdminGoodsSaveBody, AdminSpecInput } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { activitySkus, bargains, goodsSkus, goodsSpecs, goodsSpecValues, orderItems } from '../../db/schema';
import { refused } from '../../http/errors';
import { assertStaffImages } from './staff-images';
import { skuValues, writeSkuStock, type SkuRow } from './sku-writes';

type SpecRow = typeof goodsSpecs.$inferSelect;
type ValueRow = typeof goodsSpecValues.$inferSelect;
type MatrixInput = AdminGoodsSaveBody & { specs: AdminSpecInput[] };

/** Spec ids and value ids the save names must be the product's own, each value in its own group. */
function assertOwnSpecs(specs: AdminSpecInput[], specsBefore: SpecRow[], valuesBefore: ValueRow[]): void {
  specs.forEach((spec, index) => {
    if (spec.id !== undefined && !specsBefore.some((row) => row.id === spec.id)) throw refused('goods_spec_unknown', `specs.${index}.id`);
    spec.values.forEach((value, at) => {
      if (value.id !== undefined && !valuesBefore.some((row) => row.id === value.id && row.specId === spec.id)) throw refused('goods_spec_unknown', `specs.${index}.values.${at}.id`);
    });
  });
}

/** A swatch is an uploaded picture or the one the value already shows. */
async function assertSwatches(uploadDir: string, specs: AdminSpecInput[], valuesBefore: ValueRow[]): Promise<void> {
  const kept = valuesBefore.map((row) => row.image).filter(Boolean);
  for (const [index, spec] of specs.entries()) {
    for (const [at, value] of spec.values.entries()) {
      if (value.image) await assertStaffImages(uploadDir, [value.image], kept, () => `specs.${index}.values.${at}.image`);
    }
  }
}

/**
 * Writes the groups and their values over the product's: listed ones renamed, new ones added, the
 * others deleted. Answers each group's id and its values' ids, in the order sent.
 */
async function writeSpecs(tx: Tx, goodsId: number, specs: AdminSpecInput[], specsBefore: SpecRow[], valuesBefore: ValueRow[]): Promise<{ specId: number; valueIds: number[] }[]> {
  const keptSpecs = specs.flatMap((spec) => (spec.id === undefined ? [] : [spec.id]));
  const gone = specsBefore.filter((row) => !keptSpecs.includes(row.id)).map((row) => row.id);
  if (gone.length > 0) await tx.delete(goodsSpecs).where(inArray(goodsSpecs.id, gone));
  const written: { specId: number; valueIds: number[] }[] = [];
  for (const [sort, spec] of specs.entries()) {
    const names = { nameZh: spec.name_zh, nameEn: spec.name_en, sort };
    let specId = spec.id;
    if (specId === undefined) {
      const [created] = await tx.insert(goodsSpecs).values({ goodsId, ...names }).returning({ id: goodsSpecs.id });
      specId = created!.id;
    } else {
      await tx.update(goodsSpecs).set(names).where(eq(goodsSpecs.id, specId));
      const keptValues = spec.values.flatMap((value) => (value.id === undefined ? [] : [value.id]));
      const droppedValues = valuesBefore.filter((row) => row.specId === specId && !keptValues.includes(row.id)).map((row) => row.id);
      if (droppedValues.length > 0) await tx.delete(goodsSpecValues).where(inArray(goodsSpecValues.id, droppedValues));
    }
    const valueIds: number[] = [];
    for (const value of spec.values) {
      const fields = { valueZh: value.value_zh, valueEn: value.value_en, image: value.image };
      if (value.id === undefined) {
        const [created] = await tx.insert(goodsSpecValues).values({ specId, ...fields }).returning({ id: goodsSpecValues.id });
        valueIds.push(created!.id);
      } else {
        await tx.update(goodsSpecValues).set(fields).where(eq(goodsSpecValues.id, value.id));
        valueIds.push(value.id);
      }
    }
    written.push({ specId, valueIds });
  }
  return written;
}

/** The SKU's key: `specId:valueId` pairs sorted by spec id, as the shop's SKU selector reads it. */
const keyOf = (written: { specId: number; valueIds: number[] }[], values: readonly number[]) =>
  values
    .map((at, group) => [written[group]!.specId, written[group]!.valueIds[at]!] as const)
    .sort(([a], [b]) => a - b)
    .map(([specId, valueId]) => `${specId}:${valueId}`)
    .join(',');

/** SKUs that orders or activities point at: they are kept (off shelf), never deleted. */
async function skusWithHistory(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  // One after the other: a transaction's statements share one connection.
  const ordered = await tx.selectDistinct({ id: orderItems.skuId }).from(orderItems).where(inArray(orderItems.skuId, ids));
  const inActivities = await tx.selectDistinct({ id: activitySkus.skuId }).from(activitySkus).where(inArray(activitySkus.skuId, ids));
  const bargained = await tx.selectDistinct({ id: bargains.skuId }).from(bargains).where(inArray(bargains.skuId, ids));
  return new Set([...ordered, ...inActivities, ...bargained].map((row) => row.id));
}

/** SKUs the new matrix has no place for: off shelf when orders or activities need them, else deleted. */
async function dropSkus(tx: Tx, goodsId: number, dropped: SkuRow[]): Promise<void> {
  const ids = dropped.map((sku) => sku.id);
  const kept = await skusWithHistory(tx, ids);
  const retire = ids.filter((id) => kept.has(id));
  const remove = ids.filter((id) => !kept.has(id));
  if (retire.length > 0) await tx.update(goodsSkus).set({ status: 'off' }).where(and(eq(goodsSkus.goodsId, goodsId), inArray(goodsSkus.id, retire)));
  if (remove.length > 0) await tx.delete(goodsSkus).where(and(eq(goodsSkus.goodsId, goodsId), inArray(goodsSkus.id, remove)));
}

/**
 * admin/goods/save with `specs`: the groups replace the product's, and the SKUs become their matrix.
 * Listed SKUs keep their row (and so their orders, carts and favourites) under their new key; new ones
 * are added; the others are dropped. `current` holds the product's on-shelf SKUs, read in the save's
 * transaction after the product was locked.
 */
export async function writeSpecMatrix(tx: Tx, goodsId: number, input: MatrixInput, current: SkuRow[], uploadDir: string, keptImages: string[]): Promise<void> {
  const specsBefore = await tx.select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId));
  const valuesBefore =
    specsBefore.length === 0
      ? []
      : await tx
          .select()
          .from(goodsSpecValues)
          .where(
            inArray(
              goodsSpecValues.specId,
              specsBefore.map((spec) => spec.id),
            ),
          );
  assertOwnSpecs(input.specs, specsBefore, valuesBefore);
  input.skus.forEach((sku, index) => {
    if (sku.id !== undefined && !current.some((row) => row.id === sku.id)) throw refused('goods_sku_unknown', `skus.${index}.id`);
  });
  await assertSwatches(uploadDir, input.specs, valuesBefore);
  for (const [index, sku] of input.skus.entries()) {
    if (sku.image) await assertStaffImages(uploadDir, [sku.image], [...keptImages, ...current.map((row) => row.image)], () => `skus.${index}.image`);
  }

  const listed = input.skus.flatMap((sku) => (sku.id === undefined ? [] : [sku.id]));
  await dropSkus(
    tx,
    goodsId,
    current.filter((row) => !listed.includes(row.id)),
  );
  const written = await writeSpecs(tx, goodsId, input.specs, specsBefore, valuesBefore);
  const keys = input.skus.map((sku) => keyOf(written, sku.values ?? []));

  // Keys that move are parked first, so that two SKUs trading places never meet on the unique key.
  const moving = input.skus.flatMap((sku, index) => {
    const row = sku.id === undefined ? undefined : current.find((candidate) => candidate.id === sku.id);
    return row && row.specKey !== keys[index] ? [{ id: row.id, key: keys[index]! }] : [];
  });
  for (const { id } of moving) await tx.update(goodsSkus).set({ specKey: `~${id}` }).where(eq(goodsSkus.id, id));
  for (const { id, key } of moving) await tx.update(goodsSkus).set({ specKey: key }).where(eq(goodsSkus.id, id));

  const added = input.skus.flatMap((sku, index) => (sku.id === undefined ? [{ goodsId, specKey: keys[index]!, ...skuValues(sku), stock: sku.stock }] : []));
  if (added.length > 0) await tx.insert(goodsSkus).values(added);
  await writeSkuStock(tx, goodsId, input.skus, current);
}
