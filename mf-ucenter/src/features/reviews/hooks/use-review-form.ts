import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { doEvaluateBody, refusalData, REVIEW_MAX_IMAGES, REVIEW_TEXT_MAX_LENGTH, type DoEvaluateBody, type EvaluateItem } from '@shop/contract';
import { SERVER_PROBLEM, showFormFailure, useContractForm } from '@shop/forms';
import { ApiError } from '@shop/shared';

/** What the member fills in: the order is the one the page is about. */
const reviewsBody = doEvaluateBody.omit({ order_id: true });
export type ReviewFormValues = Omit<DoEvaluateBody, 'order_id'>;

/** What a server refusal may blame within one item: `reviews.<n>.<field>`, photos by the list or one of them. */
const ITEM_FIELD = /^reviews\.(\d+)\.(rating|content|images|order_item_id)(?:\.\d+)?$/;

export type ReviewField = 'rating' | 'content' | 'images' | 'order_item_id';

/** The issues a refusal carries, each naming its field: every one in `errors`, else the one `field`. */
function blamed(error: ApiError): Array<{ field: string; message: string }> {
  const details = refusalData.safeParse(error.data);
  const errors = details.success ? (details.data.errors ?? []) : [];
  if (errors.length > 0) return errors;
  return error.field ? [{ field: error.field, message: error.message }] : [];
}

/**
 * The reviews of one order's waiting lines, built with the shop's form kit: checked with the
 * contract's schema (a rating for every line, text and photos within bounds), each problem shown
 * under its item. A refusal naming an item's field goes there too in the server's words; any other
 * refusal (the order moved on meanwhile) is toasted.
 */
export function useReviewForm(waiting: EvaluateItem[]) {
  const { t } = useTranslation('ucenter');
  const form = useContractForm<ReviewFormValues>(
    reviewsBody,
    { reviews: waiting.map((item) => ({ order_item_id: item.order_item_id, rating: 0, content: '', images: [] })) },
    {
      rules: {
        rating_required: t('review.problems.rating_required'),
        rating_invalid: t('review.problems.rating_invalid'),
        review_images_too_many: t('review.problems.review_images_too_many', { max: REVIEW_MAX_IMAGES }),
        upload_not_found: t('review.problems.upload_not_found'),
      },
    },
  );

  /** What a field is called in the kit's words; a line is called by its goods. */
  const labelOf = (index: number, field: ReviewField) =>
    ({ rating: t('review.rating'), content: t('review.content'), images: t('review.photos', { max: REVIEW_MAX_IMAGES }), order_item_id: waiting[index]?.name ?? '' })[field];

  /** The words for a problem of one item's field; the photos' may be the list's or one photo's. */
  const problem = (index: number, field: ReviewField): string | undefined => {
    const says = field === 'content' ? { tooLong: t('review.problems.contentTooLong', { max: REVIEW_TEXT_MAX_LENGTH }) } : undefined;
    const own = form.message(`reviews.${index}.${field}`, labelOf(index, field), says);
    if (own || field !== 'images') return own;
    return form.getValues(`reviews.${index}.images`).map((_, n) => form.message(`reviews.${index}.images.${n}`, labelOf(index, field))).find(Boolean);
  };

  const showFailure = (error: unknown) => {
    const mine = error instanceof ApiError ? blamed(error).filter(({ field }) => ITEM_FIELD.test(field)) : [];
    if (mine.length === 0) {
      showFormFailure(error, [], form.setError, t('errors.generic'));
      return;
    }
    mine.forEach(({ field, message }, n) => {
      const [, index, leaf] = ITEM_FIELD.exec(field)!;
      form.setError(`reviews.${index}.${leaf}` as Path<ReviewFormValues>, { type: SERVER_PROBLEM, message }, { shouldFocus: n === 0 });
    });
  };

  return { ...form, problem, showFailure };
}
