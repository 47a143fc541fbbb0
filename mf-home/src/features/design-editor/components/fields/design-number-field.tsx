import { useTranslation } from 'react-i18next';
import { TextField } from '@shop/shared';
import { useDesignForm } from '../../hooks/design-form-context';

/** The editor's words for a size the contract refused: above its most, below its least, or not a whole number. */
function sizeProblem(value: unknown, min: number, max: number): 'tooBig' | 'tooSmall' | 'invalid' {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'invalid';
  if (value > max) return 'tooBig';
  return value < min ? 'tooSmall' : 'invalid';
}

/** A size setting in pixels (font size, margin, height...), kept as a number. */
export function DesignNumberField({ name, label, min, max }: { name: string; label: string; min: number; max: number }) {
  const { t } = useTranslation('home');
  const form = useDesignForm();
  const says = { wrong: t(`editor.problems.${sizeProblem(form.getValues(name), min, max)}`) };
  return (
    <TextField
      type="number"
      label={label}
      min={min}
      max={max}
      error={form.message(name, label, says)}
      {...form.register(name, { valueAsNumber: true, onChange: () => form.clearErrors(name) })}
    />
  );
}
