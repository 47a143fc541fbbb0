import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsScene } from '@shop/contract';
import { ApiError, SMS_RESEND_SECONDS, toast } from '@shop/shared';
import { useSendSms } from '../api/send-sms';
import { retryAfter } from '../lib/refusal';
import { useCountdown } from './use-countdown';

/**
 * Sending verification codes for one scene: whether one was sent, and the resend countdown that
 * keeps the button disabled (as long as the server asks when it refuses a send for being too soon).
 */
export function useSmsCode(scene: SmsScene) {
  const { t } = useTranslation('ucenter');
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  const sendSms = useSendSms();

  /** True once the code is on its way; a failure goes to `showFailure`. */
  const request = async (mobile: string, showFailure: (error: unknown) => void): Promise<boolean> => {
    try {
      const answer = await sendSms.mutateAsync({ mobile, scene });
      setSent(true);
      countdown.start(answer.resend_in || SMS_RESEND_SECONDS);
      toast.success(t('sms.sent'));
      return true;
    } catch (error) {
      if (error instanceof ApiError) countdown.start(retryAfter(error));
      showFailure(error);
      return false;
    }
  };

  return { sent, sending: sendSms.isPending, secondsLeft: countdown.secondsLeft, request };
}

export type SmsCode = ReturnType<typeof useSmsCode>;
