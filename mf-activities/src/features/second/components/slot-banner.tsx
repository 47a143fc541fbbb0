import { useTranslation } from 'react-i18next';
import type { FlashSlot } from '@shop/contract';
import { SaleStart } from '@shop/commerce';
import { Countdown } from '@/components/countdown';
import { slotSpan } from '../lib/slot-span';

interface SlotBannerProps {
  slot: FlashSlot;
  /** The server's `now` of the answer the slot came with. */
  now: string;
  /** The countdown reached zero: the slot's state (and its activities') changed. */
  onEnd: () => void;
}

/** Under the tabs: the chosen slot's hours and its clock, to its end while selling, to its start before. */
export function SlotBanner({ slot, now, onEnd }: SlotBannerProps) {
  const { t } = useTranslation('activities');
  return (
    <div className="flex h-12 items-center justify-between rounded-b-lg bg-gradient-to-r from-rose-600 to-rose-500 px-5 text-sm text-white">
      <p className="font-medium">
        {t('second.banner.session', { span: slotSpan(slot) })} · {t(`second.banner.${slot.state}`)}
        {slot.state === 'ended' ? (
          <>
            {' · '}
            <SaleStart startsAt={slot.next_starts_at} now={now} />
          </>
        ) : null}
      </p>
      {slot.state !== 'ended' && (
        <Countdown
          target={slot.state === 'selling' ? slot.ends_at : slot.starts_at}
          now={now}
          label={t(slot.state === 'selling' ? 'second.banner.endsIn' : 'second.banner.startsIn')}
          onEnd={onEnd}
          variant="boxed"
        />
      )}
    </div>
  );
}
