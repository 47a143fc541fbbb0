// The staff module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { describeStaff } from './describe-staff';
export { passwordWeakness } from './password-strength';
export { ADMINISTRATOR_ROLE } from './role-service';
export { findStaffByToken, type Staff } from './staff-session-service';
