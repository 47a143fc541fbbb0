import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '@shop/shared';

// Merchant HTML gets the spacing of a written page inside the description only (the shell's reset
// strips list bullets and table spacing everywhere else on purpose).
const PROSE = [
  '[&>*+*]:mt-3 [&_:is(h2,h3,h4)]:mt-6 [&_:is(h2,h3,h4)]:font-semibold [&_:is(h2,h3,h4)]:text-slate-800 [&_h2]:text-lg',
  '[&_:is(ul,ol)]:pl-6 [&_ul]:list-disc [&_ol]:list-decimal [&_li+li]:mt-1',
  '[&_table]:w-full [&_table]:border-collapse [&_:is(th,td)]:border [&_:is(th,td)]:border-slate-200 [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-2 [&_:is(th,td)]:text-left',
  '[&_th]:w-[30%] [&_th]:bg-slate-50 [&_th]:font-medium [&_th]:text-slate-600 [&_img]:mx-auto [&_img]:block [&_img]:max-w-full',
].join(' ');

/** "Product details": the product's description, sanitised as the catalogue does. */
export function ActivityContent({ content }: { content: string }) {
  const { t } = useTranslation('activities');
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mt-4 rounded-lg bg-white">
      <div className="rounded-t-lg border-b border-slate-200 bg-slate-50">
        <h2 id={heading} className="-mb-px inline-block rounded-tl-lg border-t-2 border-rose-600 bg-white px-8 py-3 text-sm font-medium text-rose-700">
          {t('common.detail.details')}
        </h2>
      </div>
      <div className="p-6">
        {content ? (
          <SanitizedHtml data-testid="activity-content" className={`mx-auto max-w-[790px] text-sm leading-7 text-slate-700 ${PROSE}`} html={content} />
        ) : (
          <p className="py-16 text-center text-sm text-slate-500">{t('common.detail.noContent')}</p>
        )}
      </div>
    </section>
  );
}
