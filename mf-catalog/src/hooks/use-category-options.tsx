import { useCategories } from '@/api/get-categories';

/**
 * The options of a category select: "none chosen" (`placeholder`), then each top category followed
 * by its sub-categories indented. Called by the component that renders the select, so that the
 * select (whose value must be controlled) is rendered again, showing its value, once they arrive.
 */
export function useCategoryOptions(placeholder: string) {
  const categories = useCategories();
  return (
    <>
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
    </>
  );
}
