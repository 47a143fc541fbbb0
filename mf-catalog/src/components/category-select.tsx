import type { Ref, SelectHTMLAttributes } from 'react';
import { useCategories } from '@/api/get-categories';

interface CategorySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  /** The chosen category id, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The option meaning "none chosen". */
  placeholder: string;
  /** The select itself (React 19 passes `ref` as a prop): form libraries focus an invalid field through it. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A select of the shop's categories: each top category, then its sub-categories indented. The
 * options are rendered with the select, so that the chosen value shows once they arrive.
 */
export function CategorySelect({ value, onChange, placeholder, ...rest }: CategorySelectProps) {
  const categories = useCategories();
  return (
    <select value={value} onChange={(event) => onChange(event.target.value)} {...rest}>
      <option value="">{placeholder}</option>
      {categories.data?.map((top) => (
        <optgroup key={top.id} label={top.name}>
          <option value={top.id}>{top.name}</option>
          {top.children.map((child) => (
            <option key={child.id} value={child.id}>
              {`\u00a0\u00a0${child.name}`}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
