import { useTranslation } from 'react-i18next';
import type { MemberLimit } from '@shop/contract';
import { useIsLoggedIn } from '@shop/shared';

/**
 * The offer's cap, in the price band where it cannot be missed: "Limit 2 per person, 1 left" for a
 * member (paid and unpaid orders counted), "Limit 2 per person" for a visitor.
 */
export function LimitBadge({ limit }: { limit: MemberLimit }) {
  const { t } = useTranslation('activities');
  const member = useIsLoggedIn();
  // Without a per-member cap the page's own line says what the per-order cap is.
  if (limit.per_member === 0) return null;
  return (
    <>
      <p data-testid="limit-left" className="inline-block rounded bg-rose-600 px-3 py-1 text-base font-semibold text-white">
        {member && limit.left !== null ? t('limit.view.left', { max: limit.per_member, left: limit.left }) : t('limit.view.perMember', { max: limit.per_member })}
      </p>
      <p className="mt-1 text-xs text-slate-500">{t('limit.view.counted')}</p>
    </>
  );
}
