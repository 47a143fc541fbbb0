// The tracking module's public entry: the tracking provider (chosen by TRACKING_PROVIDER) and the job
// that follows parcels with it. Everything else in this folder is the module's own (ADR 0027).
export { trackingProviderFromEnv, TRACKING_PROVIDERS } from './choose-provider';
export { DEV_SIMULATOR, devSimulatorProvider } from './dev-simulator';
export { followParcels } from './follow-parcels';
export type { Parcel, ReportedEvent, TrackingProvider } from './provider';
