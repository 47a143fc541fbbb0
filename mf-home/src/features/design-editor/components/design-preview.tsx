import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DesignBlock } from '@shop/contract';
import { BlockRenderer } from '@/components/block-renderer';

/** The shop's home page is 1200 px wide, plus its margins. */
const PAGE_WIDTH = 1240;

/**
 * The middle pane: the design as shoppers will see it, drawn by the home page's own renderers from
 * what the form holds right now, scaled to fit. It is a picture of the page: inert, so its links do
 * not leave the editor and its controls are out of the tab order.
 */
export function DesignPreview({ selected }: { selected: number | null }) {
  const { t } = useTranslation('home');
  const blocks = (useWatch({ name: 'list' }) as DesignBlock[] | undefined) ?? [];
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(0.6);

  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setZoom(Math.min(1, entry.contentRect.width / PAGE_WIDTH));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (selected === null) return;
    frame.current?.querySelector(`[data-preview-index="${selected}"]`)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);

  return (
    <section aria-labelledby="design-preview-title" className="flex min-w-0 flex-col">
      <h2 id="design-preview-title" className="mb-2 text-sm font-semibold text-slate-800">
        {t('editor.preview')}
      </h2>
      <div ref={frame} data-testid="design-preview" className="min-h-0 flex-1 overflow-auto rounded border border-slate-200 bg-white">
        {blocks.length === 0 ? (
          <p className="p-8 text-center text-sm text-slate-500">{t('editor.emptyPreview')}</p>
        ) : (
          <div inert style={{ zoom }} className="py-2">
            {blocks.map((block, index) => (
              <div key={index} data-preview-index={index} className={index === selected ? 'outline-2 -outline-offset-2 outline-rose-500 outline-dashed' : undefined}>
                <BlockRenderer blocks={[block]} />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
