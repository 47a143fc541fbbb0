import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@shop/shared';

type MobileFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The phone number input every account form starts with. */
export function MobileField(props: MobileFieldProps) {
  const { t } = useTranslation('ucenter');
  return <TextField label={t('fields.mobile')} placeholder={t('placeholders.mobile')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...props} />;
}
