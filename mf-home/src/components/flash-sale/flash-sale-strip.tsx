import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { FlashCard, FlashListAnswer, FlashSlot } from '@shop/contract';
import { SaleStart, useServerCountdown } from '@shop/commerce';
import { activityViewPath, color, formatCountdown, LazyImage, Price, Skeleton } from '@shop/shared';
import { FLASH_STRIP_SIZE, useFlashSale } from '../../api/get-flash-sale';
import { homeKeys } from '../../api/home-keys';
import type { TitleBlockValue } from '../../lib/types';
import { MoreLink } from '../more-link';

/** A title block leading to /activity/second/index is drawn as the live flash-sale strip. */
export const FLASH_SALE_PATH = '/activity/second/index';

/** "Ends in 01:23:45" (or "Starts in") for the slot, by the server's clock; at zero the strip asks again. */
function SlotCountdown({ slot, answer }: { slot: FlashSlot; answer: FlashListAnswer }) {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const upcoming = slot.state === 'upcoming';
  const left = useServerCountdown(upcoming ? slot.starts_at : slot.ends_at, answer.now, () => {
    void queryClient.invalidateQueries({ queryKey: homeKeys.flashSale() });
  });
  return (
    <span className="flex items-center gap-1.5 text-sm text-slate-600">
      {t(upcoming ? 'flashSale.startsIn' : 'flashSale.endsIn')}
      {/* The server rendered the time left when it read the page; it ticks from the first second here. */}
      <span role="timer" className="rounded bg-slate-900 px-1.5 py-0.5 font-mono tabular-nums text-white" suppressHydrationWarning>
        {formatCountdown(left)}
      </span>
    </span>
  );
}

/** How far a selling card has sold: a bar and "25% sold". */
function SoldShare({ card }: { card: FlashCard }) {
  const { t } = useTranslation('home');
  const total = card.sold + card.stock;
  const percent = total === 0 ? 0 : Math.round((card.sold * 100) / total);
  return (
    <>
      <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-rose-100">
        <span className="block h-full rounded-full bg-rose-500" style={{ width: `${percent}%` }} />
      </span>
      {t('flashSale.sold', { percent })}
    </>
  );
}

/**
 * The strip is one row right under the first screen, so its photos load at once rather than on scroll.
 * A card whose own sale is still to come says when it starts rather than how much has sold.
 */
function FlashStripCard({ card, now }: { card: FlashCard; now: string }) {
  const { t } = useTranslation('home');
  return (
    <Link
      to={activityViewPath('second', card.id)}
      data-testid="flash-card"
      className="group flex h-full flex-col rounded-lg bg-white p-3 ring-1 ring-slate-100 transition duration-200 hover:-translate-y-1 hover:shadow-[0_12px_24px_-8px_rgba(15,23,42,0.18)]"
    >
      <span className="block aspect-square overflow-hidden rounded-md bg-slate-50">
        <LazyImage eager src={card.image} alt={card.name} className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
      </span>
      <span className="mt-3 line-clamp-1 text-sm text-slate-700 group-hover:text-rose-700">{card.name}</span>
      <span className="mt-1 flex items-baseline gap-2">
        <Price value={card.price} className="text-lg font-semibold text-rose-700" />
        {Number(card.original_price) > Number(card.price) && (
          <del className="text-xs text-slate-500">
            <span className="sr-only">{t('flashSale.originalPrice')}</span>
            <Price value={card.original_price} />
          </del>
        )}
      </span>
      <span className="mt-2 flex items-center gap-2 text-xs text-slate-500">
        {card.state === 'upcoming' ? (
          <SaleStart startsAt={card.sale_starts_at} now={now} className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-800" />
        ) : (
          <SoldShare card={card} />
        )}
      </span>
    </Link>
  );
}

function FlashSaleSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div role="status" aria-busy="true" aria-label={t('flashSale.loading')} data-testid="flash-sale-skeleton" className="mx-auto w-[1200px] py-3">
      <Skeleton className="mb-3 h-8 w-72" />
      <ul className="grid grid-cols-5 gap-4">
        {Array.from({ length: FLASH_STRIP_SIZE }, (_, index) => (
          <li key={index} className="rounded-lg bg-white p-3">
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-5 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The home page's flash sale: the design's title, today's slot selling now (or the next to start)
 * with its countdown, and its first products. Nothing at all when no slot sells or starts today,
 * or when the flash sale cannot be read: the home page carries on without it.
 */
export function FlashSaleStrip({ value }: { value?: TitleBlockValue }) {
  const { t } = useTranslation('home');
  const flash = useFlashSale();
  if (flash.isPending) return <FlashSaleSkeleton />;
  const answer = flash.data;
  const slot = answer?.slot;
  const cards = answer?.list.filter((card) => card.state !== 'ended') ?? [];
  if (!answer || !slot || slot.state === 'ended' || cards.length === 0) return null;
  const title = value?.title || t('flashSale.title');
  return (
    <section data-block="title" data-flash-sale="" aria-labelledby="home-flash-sale" className="mx-auto w-[1200px] rounded-lg px-4 py-4" style={{ backgroundColor: color(value?.background_color) }}>
      <div className="mb-3 flex items-center gap-4">
        <h2 id="home-flash-sale" className="text-2xl font-semibold leading-tight text-rose-700">
          {title}
        </h2>
        <span className="rounded-sm bg-rose-600 px-2 py-0.5 text-sm font-medium text-white">{t('flashSale.slot', { time: slot.label })}</span>
        <SlotCountdown slot={slot} answer={answer} />
        <span className="ml-auto">
          <MoreLink link={value?.link} subject={title} label={value?.moretitle} />
        </span>
      </div>
      <ul className="grid grid-cols-5 gap-4">
        {cards.map((card) => (
          <li key={card.id}>
            <FlashStripCard card={card} now={answer.now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
