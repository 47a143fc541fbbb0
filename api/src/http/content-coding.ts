import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** The content codings a kept answer is sent in, compressed once and kept beside it (the read cache, the page cache). */
export type Coding = 'identity' | 'br' | 'gzip';

/** Below this an answer is sent as it is (the compression plugin's threshold too, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** Quality 5: within a few per cent of the best on JSON and HTML, a fraction of its time (every refresh pays it). */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

/** As @fastify/compress reads the header: `*` and `x-gzip` stand for gzip, q=0 refuses, the higher q wins, br on a tie. */
export function negotiateCoding(header: string): Coding {
  const quality: Record<Coding, number> = { identity: 0, br: 0, gzip: 0 };
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    const coding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' || name === '*' ? 'gzip' : null;
    if (coding && Number.isFinite(value)) quality[coding] = Math.max(quality[coding], value);
  }
  if (quality.br > 0 && quality.br >= quality.gzip) return 'br';
  return quality.gzip > 0 ? 'gzip' : 'identity';
}

/** Browsers send a handful of distinct Accept-Encoding headers: each is read once. */
const codings = new LRUCache<string, Coding>({ max: 256 });

/** The coding of an answer of `bytes` bytes for this Accept-Encoding: small answers are never compressed. */
export function codingFor(header: string | string[] | undefined, bytes: number): Coding {
  if (!header || bytes < COMPRESS_THRESHOLD) return 'identity';
  const text = String(header);
  let coding = codings.get(text);
  if (!coding) {
    coding = negotiateCoding(text);
    codings.set(text, coding);
  }
  return coding;
}

/** The bytes in a compressed coding. */
export function compressedAs(coding: Exclude<Coding, 'identity'>, bytes: Uint8Array): Buffer {
  return coding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes);
}
