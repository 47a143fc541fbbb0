import { designDataOf, LAYOUT_PLACES, type LayoutPlace, type DesignDataInput, type DesignKind, type HomeDesignInput, type LayoutDesignInput, type TemplateId } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { AppError } from '../../http/errors';
import { conflict, refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { designDrafts, designVersions } from '../../db/schema';

/** Which design: one per template, kind (the home page, or the global layout) and language. */
export type DesignTarget = { tempId: TemplateId; kind: DesignKind; lang: Lang };

export const designTarget = (input: { temp_id: TemplateId; kind: DesignKind; lang: Lang }): DesignTarget => ({ tempId: input.temp_id, kind: input.kind, lang: input.lang });

/** How the audit log names a design. */
export const auditTargetId = (target: DesignTarget) => `${target.tempId}:${target.kind}:${target.lang}`;

export const isDraftOf = (target: DesignTarget) =>
  and(eq(designDrafts.tempId, target.tempId), eq(designDrafts.kind, target.kind), eq(designDrafts.lang, target.lang));

export const isVersionOf = (target: DesignTarget) =>
  and(eq(designVersions.tempId, target.tempId), eq(designVersions.kind, target.kind), eq(designVersions.lang, target.lang));

/** A save or publish made from a draft someone has saved over since: refused, nothing written. */
export const staleDraft = () => conflict('design_stale', 'revision');

/**
 * A refusal naming the design field at `segments` (`data`, `list`, block index, `value`, setting...)
 * in words: which block, of which type, and which of its settings.
 */
export function invalidDesignField(segments: readonly (string | number)[], design: unknown): AppError {
  const field = segments.join('.');
  // The global layout's places: `data.footer.value.links.0.title` is the footer's setting `links.0.title`.
  const place = LAYOUT_PLACE_NAMES.get(String(segments[1]) as LayoutPlace);
  if (place !== undefined) {
    const setting = segments[2] === 'value' ? segments.slice(3).join('.') || 'value' : 'type';
    return refused('design_block_invalid', field, { block: place + 1, type: String(segments[1]), setting });
  }
  const index = Number(segments[2]);
  if (segments[1] !== 'list' || !Number.isInteger(index)) return refused('field_invalid', field, { field });
  const blocks = (design as { list?: unknown } | null)?.list;
  const block = Array.isArray(blocks) ? (blocks[index] as { type?: unknown } | undefined) : undefined;
  const setting = segments[3] === 'value' ? segments.slice(4).join('.') || 'value' : String(segments[3] ?? 'type');
  return refused('design_block_invalid', field, { block: index + 1, type: typeof block?.type === 'string' ? block.type : '?', setting });
}

const LAYOUT_PLACE_NAMES = new Map(LAYOUT_PLACES.map((place, index) => [place, index]));

/**
 * A design checked against its kind's shape (the save body takes either shape; a home page must be
 * a block list, a global layout its four places), or the refusal naming the first wrong field.
 */
export function parseDesignData(kind: 'home', data: unknown): HomeDesignInput;
export function parseDesignData(kind: 'global', data: unknown): LayoutDesignInput;
export function parseDesignData(kind: DesignKind, data: unknown): DesignDataInput;
export function parseDesignData(kind: DesignKind, data: unknown): DesignDataInput {
  const parsed = designDataOf(kind).safeParse(data);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw invalidDesignField(['data', ...(issue?.path ?? []).map((segment) => (typeof segment === 'symbol' ? String(segment) : segment))], data);
}

/** A stored design read back for publishing: it was validated when saved, but is checked again before shoppers get it. */
export const parseStoredDesign = (kind: DesignKind, data: unknown): DesignDataInput => parseDesignData(kind, data);
