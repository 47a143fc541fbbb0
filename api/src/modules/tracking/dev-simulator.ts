import type { TrackingEventKind } from '@shop/contract';
import type { BilingualText } from '../../db/schema';
import type { Parcel, ReportedEvent, TrackingProvider } from './provider';

/** The name of the development provider: it reports made-up events, so production refuses it. */
export const DEV_SIMULATOR = 'dev-simulator';

const HOUR_MS = 60 * 60 * 1000;

/** Cities couriers name in both languages: a member's city typed in either reads right in both. */
const CITIES: readonly BilingualText[] = [
  { zh: '北京', en: 'Beijing' },
  { zh: '上海', en: 'Shanghai' },
  { zh: '广州', en: 'Guangzhou' },
  { zh: '深圳', en: 'Shenzhen' },
  { zh: '杭州', en: 'Hangzhou' },
  { zh: '南京', en: 'Nanjing' },
  { zh: '苏州', en: 'Suzhou' },
  { zh: '武汉', en: 'Wuhan' },
  { zh: '成都', en: 'Chengdu' },
  { zh: '重庆', en: 'Chongqing' },
  { zh: '天津', en: 'Tianjin' },
  { zh: '西安', en: "Xi'an" },
];

/** The warehouses a simulated parcel leaves from; the tracking number picks one. */
const ORIGINS = CITIES.filter((city) => ['杭州', '上海', '广州', '武汉', '成都'].includes(city.zh));

/** The member's city in both languages when couriers know it ("上海市", "Shanghai"), else as typed. */
function cityOf(typed: string): BilingualText | null {
  const text = typed.trim();
  if (!text) return null;
  const bare = text.replace(/市$/, '').toLowerCase();
  return CITIES.find((city) => city.zh === bare || city.en.toLowerCase() === bare) ?? { zh: text, en: text };
}

type Step = { kind: TrackingEventKind; afterHours: number; place: (from: BilingualText, to: BilingualText) => BilingualText; details: (company: string, from: BilingualText, to: BilingualText) => BilingualText };

/** A parcel's journey, as the couriers of the malls report it, in hours after it left the shop. */
const STEPS: readonly Step[] = [
  {
    kind: 'picked_up',
    afterHours: 2,
    place: (from) => from,
    details: (company) => ({ zh: `【${company}】快递员已揽收`, en: `Picked up by ${company}` }),
  },
  {
    kind: 'departed',
    afterHours: 8,
    place: (from) => ({ zh: `${from.zh}转运中心`, en: `${from.en} sorting centre` }),
    details: (_company, _from, to) => ({ zh: `快件已发出，下一站【${to.zh}转运中心】`, en: `Left the sorting centre for the ${to.en} sorting centre` }),
  },
  {
    kind: 'arrived',
    afterHours: 30,
    place: (_from, to) => ({ zh: `${to.zh}转运中心`, en: `${to.en} sorting centre` }),
    details: () => ({ zh: '快件已到达转运中心', en: 'Arrived at the sorting centre' }),
  },
  {
    kind: 'out_for_delivery',
    afterHours: 40,
    place: (_from, to) => to,
    details: () => ({ zh: '快件派送中，快递员正在为您派件', en: 'Out for delivery: the courier is on the way' }),
  },
  {
    kind: 'delivered',
    afterHours: 44,
    place: (_from, to) => to,
    details: () => ({ zh: '快件已签收，签收人：本人，感谢使用', en: 'Delivered and signed for by the recipient' }),
  },
];

/** A small stable number from the tracking number: the same parcel always takes the same road. */
function seedOf(text: string): number {
  let seed = 0;
  for (const char of text) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  return seed;
}

/**
 * The development provider, and only that: it invents a parcel's journey (picked up, left the
 * origin's sorting centre, arrived at the destination's, out for delivery, delivered) from the time
 * it shipped, each step once its hour has come on the shop's clock. `speed` makes the hours pass
 * faster (60: an hour a minute) to watch a parcel move in a development shop.
 */
export function devSimulatorProvider(speed = 1): TrackingProvider {
  return {
    name: DEV_SIMULATOR,
    eventsOf(parcel: Parcel, now: Date): Promise<ReportedEvent[]> {
      const seed = seedOf(parcel.trackingNo);
      const to = cityOf(parcel.destinationCity);
      // A parcel leaves from a warehouse in another city than the member's, when it can.
      const from = [0, 1].map((step) => ORIGINS[(seed + step) % ORIGINS.length]!).find((city) => city.zh !== to?.zh) ?? ORIGINS[seed % ORIGINS.length]!;
      const destination = to ?? from;
      const due = STEPS.map((step) => ({ step, happenedAt: new Date(parcel.shippedAt.getTime() + (step.afterHours * HOUR_MS) / speed) }))
        .filter(({ happenedAt }) => happenedAt.getTime() <= now.getTime())
        .map(({ step, happenedAt }) => ({
          ref: `${DEV_SIMULATOR}:${step.kind}`,
          happenedAt,
          kind: step.kind,
          place: step.place(from, destination),
          details: step.details(parcel.company, from, destination),
        }));
      // Nothing to ask anyone: the journey is worked out here.
      return Promise.resolve(due);
    },
  };
}
