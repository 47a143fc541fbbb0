import { useTranslation } from 'react-i18next';

/** Formats an amount in yuan (a number or the API's decimal string) with two decimals. */
export function formatYuan(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return (Number.isFinite(amount) ? amount : 0).toFixed(2);
}

/** price × quantity in yuan, counted in cents so that 0.1 × 3 is 0.30. */
export function lineAmount(price: string, quantity: number): string {
  const cents = Math.round(Number.parseFloat(price) * 100) * quantity;
  return (Number.isFinite(cents) ? cents / 100 : 0).toFixed(2);
}

/**
 * A price in yuan: "¥12.34" on screen, read out as "12.34 yuan" (visually hidden text, since a plain
 * span may not carry an aria-label).
 */
export function Price({ value, className = '' }: { value: number | string | null | undefined; className?: string }) {
  const { t } = useTranslation('common');
  const amount = formatYuan(value);
  return (
    <span className={className}>
      <span aria-hidden="true">
        <span className="mr-0.5 text-[0.8em]">¥</span>
        {amount}
      </span>
      <span className="sr-only">{t('price.label', { amount })}</span>
    </span>
  );
}
