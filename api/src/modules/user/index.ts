// The user module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password';
export { describeMember, maskMobile } from './service';
export { requireBoundMobile } from './bound-mobile';
export { wechatLoginFromEnv, type WechatLoginSettings } from './wechat-settings';
export { findMemberByToken, findSessionMember, hashToken, type Member } from './session-service';
