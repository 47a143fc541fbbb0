import { useEffect, useState } from 'react';
import { http, useAuthStore } from '@shop/shared';

/** `coupon/mine?status=unused`: how many coupons the signed-in member can use now. */
export async function getUnusedCouponCount(): Promise<number> {
  const answer = await http.get<{ list?: unknown[] }>('coupon/mine', { status: 'unused' });
  return Array.isArray(answer.data?.list) ? answer.data.list.length : 0;
}

/** The member's unused coupon count for the panel; null for visitors and until it is known. */
export function useUnusedCouponCount(): number | null {
  const token = useAuthStore((s) => s.token);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    setCount(null);
    if (!token) return;
    let current = true;
    getUnusedCouponCount()
      .then((n) => current && setCount(n))
      .catch(() => {
        /* the panel simply does not mention coupons */
      });
    return () => {
      current = false;
    };
  }, [token]);
  return count;
}
