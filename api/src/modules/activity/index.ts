// The activity module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { windowState } from './activity-service';
export { helpersNeededFor, nextCut } from './bargain/bargain-cut';
export { failEndedBargains } from './bargain/bargain-expiry-service';
export { settleExpiredGroups } from './group/group-expiry-service';
export { chinaDayStart, flashSale } from './second/flash-clock';
