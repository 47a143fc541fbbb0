import { useTranslation } from 'react-i18next';

/** Five stars with the rating read out ("Rated 4 out of 5"). */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('catalog');
  const score = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={t('reviews.rated', { rating: score })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" viewBox="0 0 20 20" className={`h-3.5 w-3.5 ${n <= score ? 'text-amber-400' : 'text-slate-200'}`} fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
