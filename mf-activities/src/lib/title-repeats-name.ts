/**
 * Whether an activity's title already says the product's name ("Flash deal · Linen shirt" for "Linen
 * shirt"): the page then shows the name once, not the title above it and again as the heading.
 */
export function titleRepeatsName(title: string, name: string): boolean {
  const trimmed = title.trim();
  return trimmed === '' || (name.trim() !== '' && trimmed.includes(name.trim()));
}
