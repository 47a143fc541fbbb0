import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface StarRatingProps {
  /** The radio group's name in the form, unique on the page. */
  name: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (rating: number) => void;
  /** Given the first star's input, so that a form can focus the group when it needs a rating. */
  inputRef?: Ref<HTMLInputElement>;
  /** The message under the group, announced when it appears. */
  error?: string;
  disabled?: boolean;
}

const STARS = [1, 2, 3, 4, 5];

/**
 * Five stars as a native radio group: Tab reaches it, the arrow keys move between "1 star" and "5
 * stars", and the choice is read out; the stars show it (and whatever the pointer rests on) and a
 * word says it ("Good").
 */
export function StarRating({ name, value, onChange, inputRef, error, disabled = false }: StarRatingProps) {
  const { t } = useTranslation('ucenter');
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-word${error ? ` ${id}-error` : ''}`}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        className="flex items-center gap-3"
      >
        <span id={`${id}-label`} className="w-24 shrink-0 text-sm text-slate-600">
          {t('review.rating')}
        </span>
        <span className="flex" onMouseLeave={() => setHovered(0)}>
          {STARS.map((star) => (
            <label key={star} className="relative cursor-pointer p-0.5" onMouseEnter={() => setHovered(star)}>
              {/* Over its star and invisible: the star is what is seen and clicked, the radio what is focused and read out. */}
              <input
                ref={star === 1 ? inputRef : undefined}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => {
                  // A choice made from the keyboard shows at once, whatever the pointer rests on.
                  setHovered(0);
                  onChange(star);
                }}
                disabled={disabled}
                aria-label={t('review.stars', { count: star })}
                className="peer absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
              />
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="currentColor"
                className={`h-7 w-7 rounded transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-rose-500 ${star <= shown ? 'text-amber-400' : 'text-slate-200'}`}
              >
                <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
              </svg>
            </label>
          ))}
        </span>
        <span id={`${id}-word`} className={`text-sm ${shown ? 'text-amber-600' : 'text-slate-400'}`}>
          {t(`review.ratingWords.${shown || 'none'}`)}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="ml-[6.75rem] mt-1 text-xs text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
