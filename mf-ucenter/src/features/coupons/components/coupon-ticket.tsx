import type { ReactNode } from 'react';
import type { ClaimableCoupon, MemberCoupon } from '@shop/contract';
import { useCouponWords } from '../hooks/use-coupon-words';

interface CouponTicketProps {
  coupon: MemberCoupon | ClaimableCoupon;
  /** Greyed: a used or expired coupon. */
  spent?: boolean;
  /** A stamp across the ticket ("Used", "Expired"). */
  stamp?: string | null;
  /** Under the terms, at the bottom left: the centre's quantities. */
  details?: ReactNode;
  /** At the bottom right: use it, claim it. */
  action?: ReactNode;
}

/**
 * One coupon as a ticket: on the stub what it takes off and from what amount; beside it its name,
 * kind, scope and validity. The name is the offer's own; the terms are only said on the stub.
 */
export function CouponTicket({ coupon, spent = false, stamp = null, details, action }: CouponTicketProps) {
  const words = useCouponWords();
  const value = words.value(coupon);
  return (
    <li aria-label={coupon.name} className={`relative flex min-h-32 overflow-hidden rounded-md border ${spent ? 'border-slate-200 bg-slate-50' : 'border-rose-200 bg-white'}`}>
      <div className={`flex w-32 shrink-0 flex-col items-center justify-center gap-1 px-2 text-center text-white ${spent ? 'bg-slate-500' : 'bg-rose-600'}`}>
        <p className={`whitespace-nowrap font-bold leading-tight ${value.length > 4 ? 'text-2xl' : 'text-3xl'}`}>{value}</p>
        <p className="text-xs">{words.threshold(coupon)}</p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 px-4 py-3">
        <p className="flex min-w-0 items-start gap-2">
          <span className={`mt-0.5 shrink-0 rounded px-1.5 text-xs leading-5 ${spent ? 'bg-slate-200 text-slate-600' : 'bg-rose-50 text-rose-700'}`}>{words.kind(coupon)}</span>
          <span className={`line-clamp-2 font-semibold ${spent ? 'text-slate-600' : 'text-slate-800'}`}>{coupon.name}</span>
        </p>
        <p className="text-xs text-slate-600">{words.scope(coupon.scope)}</p>
        <p className="text-xs text-slate-500">{words.validity(coupon)}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-1">
          <div className="min-w-0 text-xs text-slate-500">{details}</div>
          <div className="shrink-0">{action}</div>
        </div>
      </div>
      {stamp && (
        <span className="absolute right-4 top-3 rotate-12 rounded-full border-2 border-slate-400 px-2 py-0.5 text-sm font-semibold text-slate-500">
          {stamp}
        </span>
      )}
    </li>
  );
}
