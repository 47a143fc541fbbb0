import type { OnlinePaymentMethod } from '@shop/contract';

const MARKS: Record<OnlinePaymentMethod, { glyph: string; className: string }> = {
  alipay: { glyph: '支', className: 'bg-[#1677ff] text-white' },
  wechat: { glyph: '微', className: 'bg-[#07c160] text-white' },
  sandbox: { glyph: '▦', className: 'bg-sky-100 text-sky-700' },
};

/** The small coloured mark shoppers know a payment method by, beside its name (decorative: the name says it). */
export function PaymentMethodMark({ method, className = 'h-9 w-9 text-base' }: { method: OnlinePaymentMethod; className?: string }) {
  const mark = MARKS[method];
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-md font-bold ${mark.className} ${className}`}>
      {mark.glyph}
    </span>
  );
}
