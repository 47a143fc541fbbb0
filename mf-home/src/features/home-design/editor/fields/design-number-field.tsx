import { useFormContext } from 'react-hook-form';
import { TextField } from '@shop/shared';
import { useFieldProblem } from '../hooks/use-field-problem';

/** A size setting in pixels (font size, margin, height...), kept as a number. */
export function DesignNumberField({ name, label, min, max }: { name: string; label: string; min: number; max: number }) {
  const { register } = useFormContext();
  const problem = useFieldProblem(name);
  return <TextField type="number" label={label} min={min} max={max} error={problem} {...register(name, { valueAsNumber: true })} />;
}
