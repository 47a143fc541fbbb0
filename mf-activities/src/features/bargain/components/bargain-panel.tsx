import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BargainDetail } from '@shop/contract';
import { Price, formatYuan, orderDetailPath } from '@shop/shared';
import { Countdown } from '@/components/countdown';
import { BargainHelpers } from './bargain-helpers';
import { HelpButton } from './help-button';
import { ShareLink } from '@/components/share-link';
import { bargainSharePath } from '../lib/bargain-share-path';

/** What the viewer can do with the bargain: its owner shares it, a friend cuts it, and either learns when it is over. */
function BargainAction({ bargain }: { bargain: BargainDetail }) {
  const { t } = useTranslation('activities');
  const note = (text: ReactNode) => <p className="text-sm font-medium text-slate-600">{text}</p>;
  if (bargain.state === 'bought') {
    return note(
      <>
        {t('bargain.panel.bought', { price: bargain.price })}{' '}
        {bargain.order_id !== null && (
          <Link to={orderDetailPath(bargain.order_id)} className="text-rose-700 underline hover:text-rose-800">
            {t('bargain.panel.order')}
          </Link>
        )}
      </>,
    );
  }
  if (bargain.state === 'failed') return note(t('bargain.panel.failed'));
  if (bargain.is_owner) return <ShareLink path={bargainSharePath(bargain)} label={t('bargain.panel.share')} copyLabel={t('bargain.panel.copy')} hint={t('bargain.panel.shareHint')} />;
  if (bargain.my_cut !== null) {
    return (
      <p role="status" className="rounded-md bg-rose-50 px-4 py-3 text-base font-semibold text-rose-700">
        {t('bargain.panel.youCut', { amount: bargain.my_cut })}
      </p>
    );
  }
  if (bargain.helpers >= bargain.helpers_needed) return note(t('bargain.panel.full'));
  if (bargain.activity_state !== 'selling') return note(t('bargain.panel.ended'));
  return <HelpButton bargainId={bargain.id} />;
}

/** One figure of the bargain: its name above, the amount below. */
function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={strong ? 'text-2xl font-bold text-rose-600' : 'text-base font-semibold text-slate-800'}>
        <Price value={value} />
      </dd>
    </div>
  );
}

/**
 * A bargain as its owner and friends follow it: whose it is, the price reached, what was cut and
 * what is left to the floor, the progress, the countdown to the promotion's end, what the viewer
 * can do, and the friends who helped.
 */
export function BargainPanel({ bargain, onEnd }: { bargain: BargainDetail; onEnd?: () => void }) {
  const { t } = useTranslation('activities');
  const open = bargain.state === 'open';
  return (
    <section aria-labelledby="bargain-panel" className="mt-4 rounded-lg bg-white p-6" data-testid="bargain-panel">
      <div className="flex gap-10">
        <div className="min-w-0 flex-1">
          <h2 id="bargain-panel" className="text-lg font-semibold text-slate-900">
            {bargain.is_owner ? t('bargain.panel.mine') : t('bargain.panel.friends', { name: bargain.owner_name })}
          </h2>
          <p className="mt-0.5 truncate text-sm text-slate-500">{[bargain.name, bargain.sku_text].filter(Boolean).join(' · ')}</p>
          <dl className="mt-4 grid grid-cols-4 items-end gap-4">
            <Figure label={t('bargain.panel.current')} value={bargain.price} strong />
            <Figure label={t('bargain.panel.cut')} value={bargain.cut_amount} />
            <Figure label={t('bargain.panel.left')} value={bargain.left_amount} />
            <Figure label={t('bargain.panel.floor')} value={bargain.floor_price} />
          </dl>
          <div
            role="progressbar"
            aria-label={t('bargain.panel.title')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={bargain.progress}
            aria-valuetext={t('bargain.panel.progress', { percent: bargain.progress })}
            className="mt-4 h-3 overflow-hidden rounded-full bg-rose-100"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-rose-400 to-rose-600 transition-[width] duration-500" style={{ width: `${bargain.progress}%` }} />
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>{t('bargain.panel.helped', { count: bargain.helpers, total: bargain.helpers_needed })}</span>
            <span>{t('bargain.panel.progress', { percent: bargain.progress })}</span>
            {bargain.left_amount === formatYuan(0) && <span className="font-medium text-rose-700">{t('bargain.panel.atFloor')}</span>}
            {open && bargain.activity_state === 'selling' && <Countdown target={bargain.ends_at} now={bargain.now} label={t('bargain.panel.endsIn')} onEnd={onEnd} className="text-slate-700" />}
          </p>
        </div>
        <div className="flex w-[380px] shrink-0 flex-col justify-center">
          <BargainAction bargain={bargain} />
        </div>
      </div>
      <BargainHelpers helpers={bargain.helper_list} />
    </section>
  );
}
