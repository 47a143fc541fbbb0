import { z } from 'zod';
import { isoTime } from './answer-fields';
import { SMS_SCENES } from './enums';
import { mobileField } from './field-rules';

export const sendSmsBody = z.object({ mobile: mobileField, scene: z.enum(SMS_SCENES) });
export type SendSmsBody = z.infer<typeof sendSmsBody>;

/** sms/send: seconds until another code may be asked for, and until this one expires. */
export const smsSent = z.object({ resend_in: z.number().int().min(0), expires_in: z.number().int().min(1) });
export type SmsSent = z.infer<typeof smsSent>;

export const outboxQuery = z.object({ mobile: mobileField });

/** dev/sms-outbox (never in production): the latest code sent to a phone, as the phone would receive it. */
export const smsOutboxMessage = z.object({ mobile: z.string(), scene: z.enum(SMS_SCENES), code: z.string(), created_at: isoTime });
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessage>;
