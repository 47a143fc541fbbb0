import { TextAreaField, type ProblemWords } from '@shop/forms';
import { TextField } from '@shop/shared';
import { useDesignForm } from '../../hooks/design-form-context';

interface DesignTextFieldProps {
  name: string;
  label: string;
  /** HTML content: a text area. */
  multiline?: boolean;
  placeholder?: string;
  /** Words of this setting's own for a problem (a link, a picture). */
  says?: ProblemWords;
}

/** A text setting of a block. */
export function DesignTextField({ name, label, multiline = false, placeholder, says }: DesignTextFieldProps) {
  const form = useDesignForm();
  if (multiline) return <TextAreaField rows={5} monospace placeholder={placeholder} {...form.field(name, label, { says })} />;
  return <TextField placeholder={placeholder} {...form.field(name, label, { says })} />;
}
