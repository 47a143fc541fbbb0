import type { TrackingEventKind } from '@shop/contract';
import type { BilingualText } from '../../db/schema';

/** A parcel the shop asks its courier about: an express order that has shipped. */
export type Parcel = {
  orderId: number;
  company: string;
  trackingNo: string;
  shippedAt: Date;
  /** The city the parcel goes to, as the member's address names it. */
  destinationCity: string;
};

/** One event as a provider reports it; `ref` is the provider's own name of it, stable across asks. */
export type ReportedEvent = {
  ref: string;
  happenedAt: Date;
  kind: TrackingEventKind | null;
  place: BilingualText;
  details: BilingualText;
};

/**
 * Where the shop learns what happened to its parcels: a courier's (or an aggregator's) tracking API.
 * Asked about each parcel still on its way, once a minute, it answers every event it knows of up to
 * `now`; events already kept (by `ref`) are not added again, so a provider may answer all of them
 * each time.
 */
export interface TrackingProvider {
  /** The name TRACKING_PROVIDER gives it, kept with each event it reported. */
  readonly name: string;
  eventsOf(parcel: Parcel, now: Date): Promise<ReportedEvent[]>;
}
