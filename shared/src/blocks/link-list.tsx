import type { LinkItem } from '../types/design';
import { SmartLink } from '../ui/smart-link';

/** A list of design links (navigation, footer columns, the footer's link row). */
export function LinkList({ items, className = '' }: { items: LinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={`${item.title}-${index}`}>
          <SmartLink link={item.link} className="hover:text-rose-700 hover:underline">
            {item.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
