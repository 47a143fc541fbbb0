import { useId } from 'react';
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_MAX_IMAGES, REVIEW_TEXT_MAX_LENGTH, type EvaluateItem } from '@shop/contract';
import { ImageUpload } from '@/components/image-upload';
import type { ReviewField, ReviewFormValues } from '../hooks/use-review-form';
import { ReviewGoods } from './review-goods';
import { StarRating } from './star-rating';

interface ReviewItemFormProps {
  item: EvaluateItem;
  index: number;
  control: Control<ReviewFormValues>;
  register: UseFormRegister<ReviewFormValues>;
  problem: (index: number, field: ReviewField) => string | undefined;
  disabled: boolean;
}

/** One line waiting for its review: the goods, the stars, the text with its counter and the photos, each with its problem under it. */
export function ReviewItemForm({ item, index, control, register, problem, disabled }: ReviewItemFormProps) {
  const { t } = useTranslation('ucenter');
  const id = useId();
  const content = useWatch({ control, name: `reviews.${index}.content` }) ?? '';
  const contentProblem = problem(index, 'content');
  const lineProblem = problem(index, 'order_item_id');
  const imagesProblem = problem(index, 'images');

  return (
    <section aria-labelledby={`${id}-goods`} className="rounded-lg border border-slate-200 bg-white p-5">
      <ReviewGoods goodsId={item.goods_id} name={item.name} image={item.image} skuText={item.sku_text} price={item.price} quantity={item.quantity} headingId={`${id}-goods`} />
      {lineProblem && (
        <p role="alert" className="mt-3 rounded bg-rose-50 px-3 py-2 text-sm text-rose-700">
          {lineProblem}
        </p>
      )}
      <div className="mt-4 space-y-4 border-t border-slate-100 pt-4">
        <Controller
          control={control}
          name={`reviews.${index}.rating`}
          render={({ field }) => (
            <StarRating name={field.name} value={field.value} onChange={field.onChange} inputRef={field.ref} error={problem(index, 'rating')} disabled={disabled} />
          )}
        />
        <div className="flex gap-3">
          <label htmlFor={`${id}-content`} className="w-24 shrink-0 pt-2 text-sm text-slate-600">
            {t('review.content')}
          </label>
          <div className="min-w-0 flex-1">
            <textarea
              id={`${id}-content`}
              rows={4}
              maxLength={REVIEW_TEXT_MAX_LENGTH}
              placeholder={t('review.contentPlaceholder')}
              aria-describedby={`${id}-counter${contentProblem ? ` ${id}-content-error` : ''}`}
              aria-invalid={contentProblem ? true : undefined}
              disabled={disabled}
              className="block w-full resize-y rounded-md border border-slate-300 px-3 py-2 text-sm leading-6 text-slate-800 placeholder:text-slate-400 focus:border-rose-500 focus:outline-none focus:ring-1 focus:ring-rose-500 disabled:bg-slate-50"
              {...register(`reviews.${index}.content`)}
            />
            <p id={`${id}-counter`} className="mt-1 text-right text-xs text-slate-500">
              {t('review.counter', { count: content.length, max: REVIEW_TEXT_MAX_LENGTH })}
            </p>
            {contentProblem && (
              <p id={`${id}-content-error`} role="alert" className="text-xs text-rose-600">
                {contentProblem}
              </p>
            )}
          </div>
        </div>
        <div className="flex gap-3">
          <span aria-hidden="true" className="w-24 shrink-0" />
          <div className="min-w-0 flex-1">
            <Controller
              control={control}
              name={`reviews.${index}.images`}
              render={({ field }) => (
                <ImageUpload label={t('review.photos', { max: REVIEW_MAX_IMAGES })} value={field.value ?? []} onChange={field.onChange} max={REVIEW_MAX_IMAGES} disabled={disabled} />
              )}
            />
            {imagesProblem && (
              <p role="alert" className="mt-1 text-xs text-rose-600">
                {imagesProblem}
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
