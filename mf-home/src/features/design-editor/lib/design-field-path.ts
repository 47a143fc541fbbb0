import { LAYOUT_PLACES, type LayoutPlace } from '@shop/contract';

/**
 * The form field a refusal of the API names: the API says `data.list.3.value.title` (a home page)
 * or `data.footer.value.links.0.title` (the global layout), the form holds the blocks as a list
 * (`list.3.value.title`). Null for fields outside the design (the revision).
 */
export function designFieldPath(field: unknown): { name: string; block: number } | null {
  if (typeof field !== 'string') return null;
  const [data, place, ...rest] = field.split('.');
  if (data !== 'data' || place === undefined) return null;
  const placeIndex = LAYOUT_PLACES.indexOf(place as LayoutPlace);
  if (placeIndex >= 0) return { name: ['list', placeIndex, ...rest].join('.'), block: placeIndex };
  if (place !== 'list') return null;
  const block = Number(rest[0]);
  return Number.isInteger(block) ? { name: field.slice('data.'.length), block } : null;
}
