import type { ChromeOverrides } from '@shop/shared';
import type { HomeBlock } from '../types';

const HEADER_TYPES = new Set(['top', 'search', 'navigation']);

export interface SplitDesign {
  /** Header blocks leading the design and a footer closing it: the shell renders them in place. */
  chrome: ChromeOverrides;
  /** Everything else, rendered by the page in order. */
  content: HomeBlock[];
}

/**
 * A designed home page usually starts with its own top bar, search and navigation and ends with its
 * own footer. Those restyle the shell's blocks instead of being drawn a second time; the same types
 * placed between content blocks stay where the operator put them.
 */
export function splitChrome(blocks: HomeBlock[]): SplitDesign {
  const chrome: ChromeOverrides = {};
  let start = 0;
  while (start < blocks.length && HEADER_TYPES.has(blocks[start]?.type) && !(blocks[start].type in chrome)) {
    const { type, value } = blocks[start];
    (chrome as Record<string, unknown>)[type] = value ?? {};
    start += 1;
  }
  let end = blocks.length;
  if (end > start && blocks[end - 1]?.type === 'footer') {
    chrome.footer = (blocks[end - 1].value ?? {}) as ChromeOverrides['footer'];
    end -= 1;
  }
  return { chrome, content: blocks.slice(start, end) };
}
