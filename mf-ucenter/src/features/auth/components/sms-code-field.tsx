import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@shop/shared';
import type { SmsCode } from '../hooks/use-sms-code';

interface SmsCodeFieldProps {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  sms: SmsCode;
}

/** The verification code input with its "Send code" button and resend countdown. */
export function SmsCodeField({ value, error, onChange, sms }: SmsCodeFieldProps) {
  const { t } = useTranslation('ucenter');
  const counting = sms.secondsLeft > 0;
  return (
    <TextField
      label={t('fields.code')}
      name="code"
      value={value}
      error={error}
      onChange={onChange}
      placeholder={t('placeholders.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      addon={
        <Button
          variant="secondary"
          className="min-w-32 shrink-0 whitespace-nowrap tabular-nums"
          pending={sms.sending}
          disabled={counting}
          onClick={sms.request}
        >
          {counting ? t('sms.resendIn', { seconds: sms.secondsLeft }) : t('sms.send')}
        </Button>
      }
    />
  );
}
