import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@shop/shared';
import type { SmsCode } from '../hooks/use-sms-code';

type SmsCodeFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'addon'> & {
  sms: SmsCode;
  /** Asks for a code to the form's phone. */
  onSend: () => void;
};

/** The verification code input with its "Send code" button and resend countdown. */
export function SmsCodeField({ sms, onSend, ...input }: SmsCodeFieldProps) {
  const { t } = useTranslation('ucenter');
  const counting = sms.secondsLeft > 0;
  return (
    <TextField
      label={t('fields.code')}
      placeholder={t('placeholders.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...input}
      addon={
        <Button
          variant="secondary"
          className="min-w-32 shrink-0 whitespace-nowrap tabular-nums"
          pending={sms.sending}
          disabled={counting}
          onClick={onSend}
        >
          {counting ? t('sms.resendIn', { seconds: sms.secondsLeft }) : t('sms.send')}
        </Button>
      }
    />
  );
}
