import type { Permission as PermissionKey } from '@shop/contract';
import { Permission } from '@shop/shared';
import { Link } from 'react-router-dom';

/** A link from a card to the page that acts on it, shown only to roles that may open that page. */
export function CardLink({ to, permission, children }: { to: string; permission: PermissionKey; children: string }) {
  return (
    <Permission allow={[permission]}>
      <Link to={to} className="font-medium text-rose-600 hover:underline">
        {children} <span aria-hidden="true">›</span>
      </Link>
    </Permission>
  );
}
