import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluateResult } from '@shop/contract';
import { EvaluateNextSteps } from './evaluate-next-steps';

/** The order is complete: thanks, the points it earned and where to go next. The heading takes focus, so the change is announced. */
export function EvaluateThanks({ result }: { result: EvaluateResult }) {
  const { t } = useTranslation('ucenter');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="review-thanks" className="rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto h-14 w-14 text-emerald-500" fill="none" stroke="currentColor" strokeWidth="3">
        <circle cx="24" cy="24" r="20" />
        <path d="M15 25l6 6 12-13" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="review-thanks" ref={heading} tabIndex={-1} className="mt-4 text-lg font-semibold text-slate-800 focus:outline-none">
        {t('review.thanks.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('review.thanks.completed')}</p>
      {result.points_granted > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          {t('review.thanks.points', { points: result.points_granted, total: result.points })}
        </p>
      )}
      <EvaluateNextSteps withShop />
    </section>
  );
}
