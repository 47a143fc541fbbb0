import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { adminActivitySaveBody, RESULT_CODE, type AdminActivitySaveBody } from '@shop/contract';
import { ApiError, reportFailure, toast } from '@shop/shared';
import { useSaveActivity } from '../api/save-activity';
import { activityFormValues, toSaveBody, type ActivityFormValues } from '../lib/activity-form-values';
import { activityEditPath } from '../lib/admin-activity-paths';
import { formIssues } from '../lib/save-refusals';
import { SERVER_PROBLEM } from './use-field-problem';

/** The contract's schema judges the body the form would send, so its verdicts land on the form's own fields. */
const resolver: Resolver<ActivityFormValues, unknown, AdminActivitySaveBody> = (values, context, options) =>
  zodResolver(adminActivitySaveBody)(toSaveBody(values), context, options as never);

/**
 * The activity form: checked by the contract's schema, saved, and a refusal shown under the field
 * it names (several at once when the server lists them). A new activity's page becomes its edit page.
 */
export function useActivityForm(defaultValues: ActivityFormValues) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const save = useSaveActivity();
  const form = useForm<ActivityFormValues, unknown, AdminActivitySaveBody>({ defaultValues, resolver, reValidateMode: 'onSubmit' });

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      if (body.id) {
        toast.success(t('admin.edit.saved'));
        form.reset(activityFormValues(saved));
      } else {
        toast.success(t('admin.edit.created'));
        void navigate(activityEditPath(saved.id), { replace: true });
      }
    } catch (error) {
      const issues = error instanceof ApiError ? formIssues(error) : [];
      issues.forEach((issue, index) =>
        form.setError(issue.field as FieldPath<ActivityFormValues>, { type: SERVER_PROBLEM, message: issue.message }, { shouldFocus: index === 0 }),
      );
      if (issues.length > 0) return;
      if (error instanceof ApiError && error.code === RESULT_CODE.refused) toast.error(error.message || t('admin.errors.actionFailed'));
      else reportFailure(error, t('admin.errors.actionFailed'));
    }
  });

  return { form, submit, pending: save.isPending };
}
