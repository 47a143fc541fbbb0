// The sms module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { consumeSmsCode } from './service';
export { defaultSmsSender } from './transports';
export { smsProviderFromEnv, type SmsProvider, type SmsProviderName } from './providers/choose';
