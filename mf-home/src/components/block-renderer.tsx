import { Component, type ComponentType, type ReactNode } from 'react';
import type { DesignBlock } from '@shop/contract';
import { FooterBlock, NavigationBlock, SearchBlock, TopBlock } from '@shop/shared';
import { BlankBlock } from './blocks/blank-block';
import { CategoryBlock } from './blocks/category-block';
import { ColumnBlock } from './blocks/column-block';
import { GoodsBlock } from './blocks/goods-block';
import { LineBlock } from './blocks/line-block';
import { TextBlock } from './blocks/text-block';
import { TitleBlock } from './blocks/title-block';

/**
 * Block type → renderer. Each renderer reads its own value shape and tolerates missing fields, so
 * the raw value is handed over as is (`never` lets every renderer's props type in).
 */
const renderers: Record<string, ComponentType<{ value?: never }>> = {
  blank: BlankBlock,
  category: CategoryBlock,
  column: ColumnBlock,
  footer: FooterBlock,
  goods: GoodsBlock,
  line: LineBlock,
  navigation: NavigationBlock,
  search: SearchBlock,
  text: TextBlock,
  title: TitleBlock,
  top: TopBlock,
};

const reportedTypes = new Set<string>();

function reportOnce(type: string, message: string, detail?: unknown) {
  if (reportedTypes.has(type)) return;
  reportedTypes.add(type);
  console.warn(`[home] ${message}`, detail ?? '');
}

/** One broken block (bad data from the back office) must not take the rest of the page down. */
class BlockBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportOnce(`failed:${this.props.type}`, `block "${this.props.type}" failed to render and was skipped`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders the design blocks in order; unknown types are skipped (and logged once). */
export function BlockRenderer({ blocks }: { blocks: DesignBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const type = typeof block?.type === 'string' ? block.type : String(block?.type);
        const Renderer = Object.hasOwn(renderers, type) ? renderers[type] : undefined;
        if (!Renderer) {
          reportOnce(type, `unknown design block type "${type}" skipped`);
          return null;
        }
        const value = block.value && typeof block.value === 'object' ? block.value : {};
        return (
          <BlockBoundary key={`${type}-${index}`} type={type}>
            <Renderer value={value as never} />
          </BlockBoundary>
        );
      })}
    </>
  );
}
