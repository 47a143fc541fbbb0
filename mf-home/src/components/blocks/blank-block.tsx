import { color, px } from '@shop/shared';
import type { BlankBlockValue } from '../../lib/types';

/** A spacer band of the configured height and colour. */
export function BlankBlock({ value }: { value?: BlankBlockValue }) {
  return (
    <div
      data-block="blank"
      aria-hidden="true"
      style={{ height: Math.max(0, px(value?.height, 0)), backgroundColor: color(value?.background_color) }}
    />
  );
}
