import type { SpecGroup } from '@shop/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goodsSpecs, goodsSpecValues } from '../../db/schema';
import type { Lang } from '../../http/i18n';

const en = (lang: Lang) => lang === 'en-us';

/** The goods' spec groups with their values, in the shopper's language. */
export async function loadSpecGroups(db: Db, goodsId: number, lang: Lang): Promise<SpecGroup[]> {
  const specs = await db.select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id));
  if (specs.length === 0) return [];
  const values = await db
    .select()
    .from(goodsSpecValues)
    .where(
      inArray(
        goodsSpecValues.specId,
        specs.map((spec) => spec.id),
      ),
    )
    .orderBy(asc(goodsSpecValues.id));
  return specs.map((spec) => ({
    id: spec.id,
    name: en(lang) ? spec.nameEn : spec.nameZh,
    list: values
      .filter((value) => value.specId === spec.id)
      .map((value) => ({ id: value.id, value: en(lang) ? value.valueEn : value.valueZh, ...(value.image ? { image: value.image } : {}) })),
  }));
}

/** "Colour: Black, Size: M" for a spec key such as `12:31,13:35`. */
export function describeSpecKey(groups: SpecGroup[], specKey: string, lang: Lang): string {
  if (!specKey) return '';
  return specKey
    .split(',')
    .map((pair) => {
      const [specId, valueId] = pair.split(':').map(Number);
      const group = groups.find((g) => g.id === specId);
      const value = group?.list.find((v) => v.id === valueId);
      return en(lang) ? `${group?.name}: ${value?.value}` : `${group?.name}：${value?.value}`;
    })
    .join(en(lang) ? ', ' : '；');
}
