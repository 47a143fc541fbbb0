import type { ActivityState, FlashDetail, FlashListAnswer, FlashListQuery, FlashSlot, FlashSlotsAnswer } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, flashSlots } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { Lang } from '../../../http/i18n';
import { describeActivity, findActivity, listActivities, type ActivityRow } from '../activity-service';
import { flashSale, nextSlotStart, slotLabel, slotToday, type FlashSlotRow, type Period } from './flash-clock';

function describeSlot(slot: FlashSlotRow, now: Date): FlashSlot {
  const today = slotToday(slot, now);
  return {
    id: slot.id,
    label: slotLabel(slot),
    start_minute: slot.startMinute,
    duration_minutes: slot.durationMinutes,
    starts_at: today.startsAt.toISOString(),
    ends_at: today.endsAt.toISOString(),
    state: today.state,
    next_starts_at: nextSlotStart(slot, now).toISOString(),
  };
}

/** The slot a page opens on: the one selling, else the next to start, else the last to end. */
function currentSlot(slots: FlashSlot[]): FlashSlot | null {
  const soonest = (state: ActivityState) => slots.filter((slot) => slot.state === state).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  return soonest('selling')[0] ?? soonest('upcoming')[0] ?? soonest('ended').pop() ?? null;
}

const loadSlots = (db: Db) => db.select().from(flashSlots).orderBy(asc(flashSlots.startMinute));

async function findSlot(db: Db, id: number): Promise<FlashSlotRow> {
  const [slot] = await db.select().from(flashSlots).where(eq(flashSlots.id, id)).limit(1);
  if (!slot) throw notFound();
  return slot;
}

/** activity/second/slots: today's slots with their states, the one to open on, and the server's clock. */
export async function describeSlots(db: Db, now: Date): Promise<FlashSlotsAnswer> {
  const list = (await loadSlots(db)).map((slot) => describeSlot(slot, now));
  return { list, current_id: currentSlot(list)?.id ?? null, now: now.toISOString() };
}

/** activity/second/index: a slot's activities (by default the slot the page opens on), selling first. */
export async function listFlashActivities(db: Db, query: FlashListQuery, lang: Lang, now: Date): Promise<FlashListAnswer> {
  const { slot_id: slotId, ...paging } = query;
  let slot: FlashSlotRow | undefined;
  if (slotId === undefined) {
    const slots = await loadSlots(db);
    const current = currentSlot(slots.map((row) => describeSlot(row, now)));
    slot = slots.find((row) => row.id === current?.id);
  } else {
    slot = await findSlot(db, slotId);
  }
  if (!slot) return { list: [], page: paging.page, size: paging.size, total: 0, slot: null, now: now.toISOString() };
  const shown = slot;
  const sales = new Map<number, Period>();
  const page = await listActivities(db, 'second', paging, lang, now, {
    where: eq(activities.slotId, shown.id),
    stateOf: (row) => {
      const sale = flashSale(row, shown, now);
      sales.set(row.id, sale);
      return sale.state;
    },
  });
  const list = page.list.map((card) => {
    const sale = sales.get(card.id)!;
    return { ...card, sale_starts_at: sale.startsAt.toISOString(), sale_ends_at: sale.endsAt.toISOString() };
  });
  return { ...page, list, slot: describeSlot(shown, now), now: now.toISOString() };
}

/** The state the checkout core checks before selling: today's slot within the window (flashSale). */
export async function flashStateOf(db: Db, activity: ActivityRow, now: Date): Promise<ActivityState> {
  if (activity.slotId === null) return 'ended';
  return flashSale(activity, await findSlot(db, activity.slotId), now).state;
}

/** activity/second/view: the activity's page with its slot today and the sale its countdown is about. */
export async function viewFlashActivity(db: Db, id: number, options: { lang: Lang; userId: number | null; now: Date }): Promise<FlashDetail> {
  const activity = await findActivity(db, id, 'second');
  if (activity.slotId === null) throw notFound();
  const slot = await findSlot(db, activity.slotId);
  const sale = flashSale(activity, slot, options.now);
  const detail = await describeActivity(db, activity, { ...options, state: sale.state });
  return { ...detail, slot: describeSlot(slot, options.now), sale_starts_at: sale.startsAt.toISOString(), sale_ends_at: sale.endsAt.toISOString() };
}
