import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { activityConfirmPath, type ActivityPurchase } from '@shop/shared';
import { useRequireMember } from '@shop/commerce';

/**
 * Buying through an activity: a member goes to the confirm page with the activity, SKU, quantity
 * (and group or bargain); a visitor signs in first and comes back here. The server checks
 * everything again at confirm and at create: this only routes.
 */
export function useBuyActivity(): (purchase: ActivityPurchase) => void {
  const navigate = useNavigate();
  const requireMember = useRequireMember();
  return useCallback(
    (purchase: ActivityPurchase) => {
      if (requireMember()) void navigate(activityConfirmPath(purchase));
    },
    [navigate, requireMember],
  );
}
