import { LazyImage } from '@shop/shared';

/** A member's picture, or a plain disc for members without one; the name beside it says who it is. */
export function MemberAvatar({ src, className = 'h-9 w-9' }: { src: string; className?: string }) {
  return src ? <LazyImage src={src} alt="" className={`${className} shrink-0 rounded-full bg-slate-100 object-cover`} /> : <span aria-hidden="true" className={`${className} shrink-0 rounded-full bg-slate-200`} />;
}
