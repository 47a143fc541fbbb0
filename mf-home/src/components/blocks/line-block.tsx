import { color, px } from '@shop/shared';
import type { LineBlockValue } from '../../lib/types';

const LINE_STYLES = new Set(['solid', 'dashed', 'dotted', 'double']);

/** A divider with the configured margins, border style and colour. */
export function LineBlock({ value }: { value?: LineBlockValue }) {
  const style = value?.style && LINE_STYLES.has(value.style) ? value.style : 'solid';
  return (
    <div data-block="line" className="mx-auto w-[1200px]">
      <hr
        className="border-0"
        style={{
          margin: `${px(value?.margin_vertical)}px ${px(value?.margin_horizontal)}px`,
          borderTop: `1px ${style} ${color(value?.fill_color) ?? '#e5e7eb'}`,
        }}
      />
    </div>
  );
}
