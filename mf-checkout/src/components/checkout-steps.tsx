import { useTranslation } from 'react-i18next';

const STEPS = ['cart', 'confirm', 'pay', 'done'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** The JD-style progress line at the top right of every checkout page. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const reached = STEPS.indexOf(current);
  return (
    <ol aria-label={t('steps.label')} className="flex items-center text-xs">
      {STEPS.map((step, index) => {
        const done = index <= reached;
        return (
          <li key={step} aria-current={index === reached ? 'step' : undefined} className="flex items-center">
            {index > 0 && <span aria-hidden="true" className={`mx-2 h-px w-12 ${done ? 'bg-rose-500' : 'bg-slate-300'}`} />}
            <span
              aria-hidden="true"
              className={`mr-1.5 flex h-5 w-5 items-center justify-center rounded-full text-[11px] font-semibold ${done ? 'bg-rose-600 text-white' : 'bg-slate-200 text-slate-500'}`}
            >
              {index + 1}
            </span>
            <span className={done ? 'font-medium text-rose-700' : 'text-slate-500'}>{t(`steps.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
