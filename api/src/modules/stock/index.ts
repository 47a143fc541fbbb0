// The stock module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { releaseActivityStock, returnToActivity, takeActivityStock } from './activity-stock';
export { releaseOrderStock, reserveStock, returnToStock, setStockIfUnchanged, stockShortage } from './warehouse-stock';
export { claimActivityUnits, giveBackClaim, type UnitClaim } from './flash-claim';
