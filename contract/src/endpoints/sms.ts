import type { outboxQuery, sendSmsBody, smsOutboxMessage, smsSent } from '../sms';
import type { Endpoint } from '../endpoint';

export const sendSmsCode: Endpoint<typeof sendSmsBody, typeof smsSent> = { operationId: 'sendSmsCode', method: 'POST', path: '/sms/send' };
export const readSmsOutbox: Endpoint<typeof outboxQuery, typeof smsOutboxMessage> = { operationId: 'readSmsOutbox', method: 'GET', path: '/dev/sms-outbox' };
