import { createHash, timingSafeEqual } from 'node:crypto';

// What the providers' fakes share to check a request's signature as the provider does (node built-ins only).

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Compares two signatures in constant time, as a provider does. */
export const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(new TextEncoder().encode(a), new TextEncoder().encode(b));

/** A request body as it arrived, from its chunks. */
export function joinBytes(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
