/** A member's picture, or the first letter of their name on a tinted disc when they have none. */
export function MemberAvatar({ src, name }: { src: string; name: string }) {
  if (src) return <img src={src} alt="" className="h-8 w-8 shrink-0 rounded-full object-cover" />;
  return (
    <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-rose-100 text-sm font-medium text-rose-700">
      {[...name][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
