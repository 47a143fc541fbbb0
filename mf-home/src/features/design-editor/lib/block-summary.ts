import type { HomeBlockInput } from '@shop/contract';

/** The titles of a link list, as far as they fit in a line. */
const titles = (list: unknown) =>
  Array.isArray(list)
    ? list
        .map((item) => (item && typeof item === 'object' && typeof (item as { title?: unknown }).title === 'string' ? (item as { title: string }).title : ''))
        .filter(Boolean)
        .join(' · ')
        .slice(0, 40)
    : '';

const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A few words telling a block apart from others of its type in the block list. */
export function blockSummary(block: HomeBlockInput): string {
  const value = (block.value ?? {}) as Record<string, unknown>;
  switch (block.type) {
    case 'title':
    case 'column':
      return typeof value.title === 'string' ? value.title : '';
    case 'text':
      return typeof value.content === 'string' ? words(value.content).slice(0, 40) : '';
    case 'goods':
      return Array.isArray(value.list) ? `× ${value.list.length}` : '';
    case 'search':
      return typeof value.text === 'string' ? value.text : '';
    case 'line':
      return typeof value.style === 'string' ? value.style : '';
    case 'blank':
      return typeof value.height === 'number' ? `${value.height} px` : '';
    case 'top':
      return Array.isArray(value.data) && typeof (value.data[0] as { tips?: unknown } | undefined)?.tips === 'string' ? (value.data[0] as { tips: string }).tips : '';
    case 'navigation':
      return titles(value.data);
    case 'footer':
      // Each column's first link is its title.
      return Array.isArray(value.data) ? titles(value.data.map((column: unknown): unknown => (Array.isArray(column) ? (column as unknown[])[0] : null))) : '';
    default:
      return '';
  }
}
