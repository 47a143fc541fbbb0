import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SMS_RESEND_SECONDS, toast } from '@shop/shared';
import { usePendingAction } from '@/hooks/use-pending-action';
import { sendSms, type SmsScene } from '../api/send-sms';
import { checkMobile, type Problem } from '../validation';
import { useCountdown } from './use-countdown';

/** The part of a form the code request needs: the phone to send to and where to show problems. */
interface PhoneForm {
  values: { mobile: string };
  validate(problems: { mobile: Problem }): boolean;
  clearError(name: 'code'): void;
  fail(error: unknown): void;
}

/**
 * Seconds the server asks us to wait when it refuses a send for being too soon: its `retry_after`,
 * else the number in its message ("please try again in 13 seconds", "请13秒后再试").
 */
export function retryAfter(error: unknown): number {
  if (!(error instanceof ApiError)) return 0;
  const given = Number((error.data as { retry_after?: unknown } | null)?.retry_after);
  if (Number.isFinite(given) && given > 0) return Math.ceil(given);
  const said = /(\d+)\s*(?:s\b|sec|second|秒)/i.exec(error.message);
  return said ? Number(said[1]) : 0;
}

/**
 * Sending a verification code for one scene to the form's phone: whether one was sent, and the
 * resend countdown that keeps the button disabled.
 */
export function useSmsCode(scene: SmsScene, form: PhoneForm) {
  const { t } = useTranslation('ucenter');
  const countdown = useCountdown();
  const { pending, run } = usePendingAction();
  const [sent, setSent] = useState(false);

  const request = () => {
    const { mobile } = form.values;
    if (!form.validate({ mobile: checkMobile(mobile) })) return;
    void run(async () => {
      try {
        const answer = await sendSms(mobile, scene);
        setSent(true);
        form.clearError('code');
        countdown.start(answer.data?.resend_in || SMS_RESEND_SECONDS);
        toast.success(t('sms.sent'));
      } catch (error) {
        countdown.start(retryAfter(error));
        form.fail(error);
      }
    });
  };

  return { sent, sending: pending, secondsLeft: countdown.secondsLeft, request };
}

export type SmsCode = ReturnType<typeof useSmsCode>;
