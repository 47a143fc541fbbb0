/**
 * The form field a refusal of the API names: the API says `data.list.3.value.title`, the form holds
 * the design itself (`list.3.value.title`). Null for fields outside the design (the revision).
 */
export function designFieldPath(field: unknown): { name: string; block: number } | null {
  if (typeof field !== 'string' || !field.startsWith('data.list.')) return null;
  const name = field.slice('data.'.length);
  const block = Number(name.split('.')[1]);
  return Number.isInteger(block) ? { name, block } : null;
}
