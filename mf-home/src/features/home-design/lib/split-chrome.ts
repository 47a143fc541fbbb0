import type { DesignBlock } from '@shop/contract';
import type { ChromeOverrides } from '@shop/shared';

const HEADER_TYPES = new Set(['top', 'search', 'navigation']);

export interface SplitDesign {
  /** Header blocks leading the design and a footer closing it: the shell renders them in place. */
  chrome: ChromeOverrides;
  /** Everything else, rendered by the page in order. */
  content: DesignBlock[];
}

/**
 * A designed home page usually starts with its own top bar, search and navigation and ends with its
 * own footer. Those restyle the shell's blocks instead of being drawn a second time; the same types
 * placed between content blocks stay where the operator put them.
 */
export function splitChrome(blocks: DesignBlock[]): SplitDesign {
  const chrome: ChromeOverrides = {};
  let start = 0;
  for (const { type, value } of blocks) {
    if (!HEADER_TYPES.has(type) || type in chrome) break;
    (chrome as Record<string, unknown>)[type] = value ?? {};
    start += 1;
  }
  let end = blocks.length;
  const last = blocks.at(-1);
  if (end > start && last?.type === 'footer') {
    chrome.footer = last.value ?? {};
    end -= 1;
  }
  return { chrome, content: blocks.slice(start, end) };
}
