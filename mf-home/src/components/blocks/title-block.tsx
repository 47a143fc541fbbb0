import { color, px } from '@shop/shared';
import { isOn } from '@shop/shared';
import type { TitleBlockValue } from '../../lib/types';
import { FLASH_SALE_PATH, FlashSaleStrip } from '../flash-sale/flash-sale-strip';
import { MoreLink } from '../more-link';

/**
 * Style 1: a centred title, with rules either side when `title_line` is on.
 * Style 2: a left-aligned title with an optional subtitle and an optional 'more' link.
 * A title leading to the flash sale heads the live flash-sale strip instead (issue 11): the spec's
 * block types have none for it, and the operator places it like any title.
 */
export function TitleBlock({ value }: { value?: TitleBlockValue }) {
  if (value?.link?.path === FLASH_SALE_PATH) return <FlashSaleStrip value={value} />;
  const style = Number(value?.style) === 2 ? 2 : 1;
  const title = value?.title ?? '';
  const heading = (
    <h2
      className="text-2xl font-semibold leading-tight text-slate-800"
      style={{ color: color(value?.title_color), fontSize: px(value?.title_font_size, 0) || undefined }}
    >
      {title}
    </h2>
  );
  const box = {
    backgroundColor: color(value?.background_color),
    paddingTop: px(value?.margin, 10),
    paddingBottom: px(value?.margin, 10),
  };

  if (style === 1) {
    const rule = isOn(value?.title_line) && <span aria-hidden="true" className="h-px w-24 bg-linear-to-r from-transparent via-slate-300 to-transparent" />;
    return (
      <div data-block="title" data-style="1" className="mx-auto w-[1200px]" style={box}>
        <div className="flex items-center justify-center gap-5">
          {rule}
          {heading}
          {rule}
        </div>
      </div>
    );
  }

  const subtitle = isOn(value?.is_subtitle) && value?.subtitle;
  return (
    <div data-block="title" data-style="2" className="mx-auto flex w-[1200px] items-end justify-between rounded-lg px-4" style={box}>
      <div className="flex items-baseline gap-3">
        {heading}
        {subtitle && (
          <p
            className="text-sm text-slate-600"
            style={{ color: color(value?.subtitle_color), fontSize: px(value?.subtitle_font_size, 0) || undefined }}
          >
            {subtitle}
          </p>
        )}
      </div>
      {isOn(value?.is_more) && (
        <MoreLink
          link={value?.link}
          subject={title}
          label={value?.moretitle}
          style={{ color: color(value?.more_color), fontSize: px(value?.more_font_size, 0) || undefined }}
        />
      )}
    </div>
  );
}
