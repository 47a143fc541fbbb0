import type { ComponentType } from 'react';
import type { GoodsListItem } from '@shop/contract';
import { Skeleton } from '@shop/shared';
import { GOODS_PAGE_SIZE } from '../lib/goods-query';
import { GoodsCard } from './goods-card';

const grid = 'grid grid-cols-5 gap-4';
/** The cards a desktop screen shows before any scrolling (two rows of five): their photos load at once. */
const FIRST_SCREEN = 10;

/** What a page lays over each card's photo (the catalogue's quick add): composed by the page, not known here. */
export type CardAction = ComponentType<{ goods: GoodsListItem }>;

export function GoodsGrid({ list, cardAction: Action }: { list: GoodsListItem[]; cardAction?: CardAction }) {
  return (
    <ul className={grid}>
      {list.map((goods, index) => (
        <GoodsCard key={goods.id} goods={goods} eager={index < FIRST_SCREEN} action={Action && <Action goods={goods} />} />
      ))}
    </ul>
  );
}

/** Cards of the final size while a page loads, so the grid does not jump. */
export function GoodsGridSkeleton({ count = GOODS_PAGE_SIZE }: { count?: number }) {
  return (
    <ul className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, n) => (
        <li key={n} className="flex flex-col rounded-lg bg-white p-3">
          <Skeleton className="aspect-square w-full rounded-md" />
          <Skeleton className="mt-3 h-7 w-24" />
          <Skeleton className="mt-1 h-10 w-full" />
          <Skeleton className="mt-2 h-4 w-16" />
          <Skeleton className="mt-1.5 h-4 w-24" />
        </li>
      ))}
    </ul>
  );
}
