import type { OrderShortcut } from '../lib/order-shortcuts';

const PATHS: Record<OrderShortcut['key'], string[]> = {
  unpaid: ['M5 9h22v15a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z', 'M5 13h22', 'M20 19h3'],
  unshipped: ['M6 11 16 6l10 5v11l-10 5-10-5z', 'M6 11l10 5 10-5', 'M16 16v11'],
  unreceived: ['M3 9h16v12H3z', 'M19 13h5l4 4v4h-9', 'M9 24a2 2 0 1 0 0-.01M23 24a2 2 0 1 0 0-.01'],
  unreviewed: ['M5 7h22v14H14l-6 5v-5H5z', 'M11 14h10'],
  refund: ['M8 12h14a5 5 0 0 1 0 10H12', 'M12 8 8 12l4 4'],
};

/** A line drawing of one order status, as the malls' order rows show. */
export function ShortcutIcon({ status }: { status: OrderShortcut['key'] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {PATHS[status].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
