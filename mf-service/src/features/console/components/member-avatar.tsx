import { LazyImage } from '@shop/shared';

const SIZES = { sm: 'h-9 w-9 text-sm', lg: 'h-14 w-14 text-lg' } as const;

/** A member's picture, or the first letter of their name on a tinted disc when they have none. Decorative: the name is beside it. */
export function MemberAvatar({ name, avatar, size = 'sm' }: { name: string; avatar: string; size?: keyof typeof SIZES }) {
  if (avatar) return <LazyImage src={avatar} alt="" className={`${SIZES[size]} shrink-0 rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-rose-100 font-semibold text-rose-700`}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
