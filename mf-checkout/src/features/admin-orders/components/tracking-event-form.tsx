import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminTrackingEventBody, TRACKING_DETAILS_MAX_LENGTH, TRACKING_PLACE_MAX_LENGTH } from '@shop/contract';
import { DateField, TextAreaField, useContractForm } from '@shop/forms';
import { Button, TextField, toast } from '@shop/shared';
import { useAddTrackingEvent } from '../api/add-tracking-event';
import { trackingEventBody, trackingEventSchema, trackingEventValues, type TrackingEventValues } from '../lib/tracking-event-values';

/**
 * Adds an event to a shipped order's parcel by hand: when (now unless changed), where and what
 * happened, checked with the contract's rules, then by the server, whose refusal of a field (a time
 * before shipping or in the future) is said under it. Cleared for the next event once added.
 */
export function TrackingEventForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('checkout');
  const add = useAddTrackingEvent();
  // What the form was filled in with: the time left at it means "now".
  const [opened, setOpened] = useState(() => trackingEventValues(new Date()));
  const form = useContractForm<TrackingEventValues>(trackingEventSchema, opened, {
    says: { required: (field) => t('adminOrder.tracking.required', { field }), tooLong: (field) => t('adminOrder.tracking.tooLong', { field }) },
    failed: t('adminOrder.actionFailed'),
  });
  // The checks passed: the body is the contract's reading of what was typed (trimmed), for this order.
  const submit = form.submit(async () => {
    const typed = form.getValues();
    const body = adminTrackingEventBody.parse(trackingEventBody(typed, orderId));
    // Left as it was filled in, the time is "now" as the server's clock has it, not the minute the form opened.
    await add.mutateAsync(typed.happened_at === opened.happened_at ? { ...body, happened_at: undefined } : body);
    toast.success(t('adminOrder.tracking.added'));
    const next = trackingEventValues(new Date());
    setOpened(next);
    form.reset(next);
  });
  const timeWords = { says: { required: t('adminOrder.tracking.timeInvalid'), wrong: t('adminOrder.tracking.timeInvalid') } };
  return (
    <form noValidate aria-label={t('adminOrder.tracking.addTitle')} onSubmit={(event) => void submit(event)} className="space-y-1">
      <DateField kind="datetime" {...form.field('happened_at', t('adminOrder.tracking.time'), timeWords)} />
      <TextField autoComplete="off" maxLength={TRACKING_PLACE_MAX_LENGTH} placeholder={t('adminOrder.tracking.placeHint')} {...form.field('place', t('adminOrder.tracking.place'))} />
      <TextAreaField rows={2} maxLength={TRACKING_DETAILS_MAX_LENGTH} placeholder={t('adminOrder.tracking.detailsHint')} {...form.field('details', t('adminOrder.tracking.details'))} />
      <Button type="submit" pending={add.isPending} className="h-9 px-5">
        {t('adminOrder.tracking.add')}
      </Button>
    </form>
  );
}
