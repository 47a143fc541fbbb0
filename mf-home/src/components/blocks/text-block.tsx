import { color, px, SanitizedHtml } from '@shop/shared';
import type { TextBlockValue } from '../../lib/types';

/** Configured rich text (sanitised) on a background with its own corner radii and margins. */
export function TextBlock({ value }: { value?: TextBlockValue }) {
  const html = value?.content;
  if (!html) return null;
  const radius = [value?.radiusLT, value?.radiusRT, value?.radiusRB, value?.radiusLB].map((r) => `${px(r)}px`).join(' ');
  return (
    <div data-block="text" className="mx-auto w-[1200px]">
      <SanitizedHtml
        data-testid="text-content"
        className="px-5 py-3 text-sm leading-6 text-slate-700 [&_a]:text-rose-700 [&_a]:underline [&_img]:inline-block [&_img]:max-w-full"
        style={{
          backgroundColor: color(value?.background_color),
          borderRadius: radius,
          margin: `${px(value?.marginTB)}px ${px(value?.marginLR)}px`,
        }}
        html={html}
      />
    </div>
  );
}
