import type { HomeBlockInput } from '@shop/contract';

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
    default:
      return '';
  }
}
