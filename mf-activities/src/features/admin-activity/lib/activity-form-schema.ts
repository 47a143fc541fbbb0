import { z } from 'zod';
import { adminActivitySaveBody } from '@shop/contract';
import { toSaveBody, type ActivityFormValues } from './activity-form-values';

/**
 * The contract's save body, checking the body the form's values would send: its verdicts land on
 * the form's own fields (the paths are the same), and a form that passes hands over that body.
 */
export const activityFormSchema = z.preprocess((values) => toSaveBody(values as ActivityFormValues), adminActivitySaveBody);
