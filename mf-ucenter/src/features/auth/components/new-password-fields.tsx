import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@shop/shared';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

interface NewPasswordFieldsProps {
  /** The label of the first input ("Password" on sign-up, "New password" on recovery). */
  label: string;
  password: FieldProps;
  confirm: FieldProps;
}

/** Choosing a password: the password and its confirmation. */
export function NewPasswordFields({ label, password, confirm }: NewPasswordFieldsProps) {
  const { t } = useTranslation('ucenter');
  return (
    <>
      <TextField label={label} placeholder={t('placeholders.newPassword')} type="password" autoComplete="new-password" maxLength={20} {...password} />
      <TextField label={t('fields.confirm')} placeholder={t('placeholders.confirm')} type="password" autoComplete="new-password" maxLength={20} {...confirm} />
    </>
  );
}
