import { useTranslation } from 'react-i18next';
import type { BargainHelper } from '@shop/contract';
import { formatDateMinute, LazyImage, Price } from '@shop/shared';

/** The friends who cut a bargain, oldest first: masked name, when, and how much each cut. Names are shown as text. */
export function BargainHelpers({ helpers }: { helpers: BargainHelper[] }) {
  const { t } = useTranslation('activities');
  return (
    <section aria-labelledby="bargain-helpers" className="mt-5 border-t border-slate-100 pt-4">
      <h3 id="bargain-helpers" className="text-sm font-semibold text-slate-800">
        {t('bargain.panel.helpers')}
      </h3>
      {helpers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('bargain.panel.noHelpers')}</p>
      ) : (
        <ul className="mt-2 grid grid-cols-2 gap-x-8">
          {helpers.map((helper, index) => (
            <li key={`${helper.helped_at}-${index}`} className="flex items-center gap-3 border-b border-slate-50 py-2 text-sm">
              {helper.avatar ? <LazyImage src={helper.avatar} alt="" className="h-8 w-8 rounded-full bg-slate-100 object-cover" /> : <span aria-hidden="true" className="h-8 w-8 rounded-full bg-slate-100" />}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-slate-800">{helper.name}</span>
                <time dateTime={helper.helped_at} className="text-xs text-slate-500">
                  {formatDateMinute(helper.helped_at)}
                </time>
              </span>
              <span className="font-medium text-rose-600">
                {t('bargain.panel.helperCut')} <Price value={helper.cut} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
