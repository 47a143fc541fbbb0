// The wallet module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { creditWallet, debitWallet, debitWalletAlongside, type LedgerStatement } from './ledger';
export { listWalletLog } from './log-service';
export { assertRechargePayable, creditRecharge, isRechargePayable, whyRechargeUnpayable } from './recharge-rules';
export { findOwnRecharge, MAX_BALANCE_CENTS } from './recharge-service';
