/** `text` with every occurrence of `query` (any case) marked; all of it rendered as text. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  const pattern = new RegExp(`(${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'giu');
  // With one capturing group, split puts the matches at the odd places.
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-rose-700">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
