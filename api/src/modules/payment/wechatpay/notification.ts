import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import { refused } from '../../../http/errors';
import type { WechatpaySettings } from './settings';

/** How far a notification's `Wechatpay-Timestamp` may be from our clock, as WeChat Pay recommends. */
export const NOTIFICATION_WINDOW_SECONDS = 300;

/** A notification as it reached the notify route: its headers and its body, byte for byte. */
export type WechatpayDelivery = { headers: Record<string, string | string[] | undefined>; body: string; receivedAt?: Date };

const deliveryShape = z.object({
  headers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.undefined()])),
  body: z.string(),
  receivedAt: z.date().optional(),
});

/** The notification's envelope: only its encrypted resource matters, and only once decrypted. */
const envelope = z.object({
  id: z.string(),
  event_type: z.string(),
  resource_type: z.literal('encrypt-resource'),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
  }),
});

const header = (headers: WechatpayDelivery['headers'], name: string): string => {
  const value = headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) throw refused('sign_invalid', name);
  return text;
};

/**
 * Opens a WeChat Pay notification (payment or refund): the `Wechatpay-Serial` must be our configured
 * platform public key id, the `Wechatpay-Timestamp` within five minutes of now, the signature
 * (SHA256-RSA over `timestamp\nnonce\nbody\n`) must check out with the platform public key, and the
 * resource must decrypt with the APIv3 key (AEAD_AES_256_GCM, its nonce and associated data). Answers
 * the event type and the decrypted resource; refuses, naming the header or field, otherwise.
 */
export function openWechatpayNotification(settings: WechatpaySettings, input: unknown): { eventType: string; resource: unknown } {
  const delivery = deliveryShape.safeParse(input);
  if (!delivery.success) throw refused('sign_invalid', 'Wechatpay-Signature');
  const { headers, body, receivedAt = new Date() } = delivery.data;
  const serial = header(headers, 'Wechatpay-Serial');
  const timestamp = header(headers, 'Wechatpay-Timestamp');
  const nonce = header(headers, 'Wechatpay-Nonce');
  const signature = header(headers, 'Wechatpay-Signature');
  if (serial !== settings.platformPublicKeyId) throw refused('sign_invalid', 'Wechatpay-Serial');
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!(Math.abs(receivedAt.getTime() / 1000 - seconds) <= NOTIFICATION_WINDOW_SECONDS)) throw refused('notification_stale', 'Wechatpay-Timestamp');
  if (!Rsa.verify(Formatter.response(timestamp, nonce, body), signature, settings.platformPublicKey)) throw refused('sign_invalid', 'Wechatpay-Signature');
  const parsed = envelope.safeParse(parseJson(body));
  if (!parsed.success) throw refused('sign_invalid', 'resource');
  const { ciphertext, nonce: iv, associated_data: aad = '' } = parsed.data.resource;
  let plaintext: string;
  try {
    plaintext = Aes.AesGcm.decrypt(ciphertext, settings.apiV3Key, iv, aad);
  } catch {
    throw refused('sign_invalid', 'resource');
  }
  return { eventType: parsed.data.event_type, resource: parseJson(plaintext) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
