import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { hashToken } from '../modules/user';
import type { Clock } from './clock';
import { type Coding, codingFor, compressedAs } from './content-coding';
import { langFromHeader, type Lang } from './i18n';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

/** The NOTIFY channel every API node listens on for tags another node invalidated. */
export const READ_CACHE_CHANNEL = 'read_cache';

/** Invalidates every entry, whatever its tags: writes the invalidation map does not know. */
export const ALL_TAGS = '*';

/** How long an answer that shows the clock (`now`, promotion badges, flash slots) is served before it is refreshed. */
export const CLOCK_BOUND_MS = 1000;

/** Every other answer is refreshed this often too: the backstop should a NOTIFY from another node be lost. */
const BACKSTOP_MS = 60_000;

/** A refresh taking longer than this no longer holds the other requests on the stale answer: they read the database. */
const REFRESH_GRACE_MS = 5000;

/** Backstop for the members' session and cart-count entries, should a NOTIFY ever be lost. */
const MEMBER_TTL_MS = 5000;

export type ReadCacheSpec = {
  /** What the answer is made of; a write naming any of them drops it (read-cache-invalidation.ts). */
  tags: string[];
  /** The answer shows the clock: refreshed after CLOCK_BOUND_MS, one request at a time. */
  clockBound?: boolean;
  /** A member's token changes the answer: only visitors (no Authorization header) share the entry. */
  visitorsOnly?: boolean;
};

/** One encoding of an answer, ready to write: the bytes and the whole header list, for 200 and for 304. */
type Variant = {
  coding: Coding;
  body: Buffer;
  /** Strong, of the exact bytes sent: each coding has its own. */
  etag: string;
  /** Flat [name, value, …] lists as `writeHead` takes them: nothing is built per hit. */
  okHeaders: string[];
  notModifiedHeaders: string[];
};

type Entry = {
  /** The uncompressed answer; the compressed ones are made on their first request. */
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  tags: string[];
  storedAt: number;
  /** CLOCK_BOUND_MS for answers that show the clock, else BACKSTOP_MS. */
  maxAge: number;
  visitorsOnly: boolean;
  /** False once invalidated or evicted: the aliases pointing to it stop answering. */
  live: boolean;
  /** A request is refreshing this stale entry; the others keep getting it meanwhile. */
  refreshingSince: number | null;
};

type Session = { memberId: number; expiresAt: number };

const refreshing = new WeakMap<FastifyRequest, Entry>();

/** The language of an Accept-Language header, remembered: browsers send a handful of distinct headers. */
const langs = new LRUCache<string, Lang>({ max: 256 });
function cachedLang(header: string | undefined): Lang {
  if (!header) return langFromHeader(header);
  let lang = langs.get(header);
  if (!lang) {
    lang = langFromHeader(header);
    langs.set(header, lang);
  }
  return lang;
}

function sortedJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object).filter((key) => object[key] !== undefined).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${sortedJson(object[key])}`).join(',')}}`;
}

const strongEtag = (json: string) => `"${createHash('sha256').update(json, 'utf8').digest('base64url').slice(0, 32)}"`;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag;
  });
}

/**
 * The public reads' answers in memory, as the bytes sent, with their ETag; and the lookups behind
 * cart/count (a member's session by token, the member's row count). Writes drop entries by tag:
 * the writing route here at once, database triggers on every node through NOTIFY (docs/adr/0018-read-cache.md).
 */
export class ReadCache {
  private readonly answers: LRUCache<string, Entry>;
  /** Request URL and language → entry, so a hit needs no parsing of the query. */
  private readonly aliases = new LRUCache<string, Entry>({ max: 20_000 });
  private readonly sessions = new LRUCache<string, Session>({ max: 50_000, ttl: MEMBER_TTL_MS });
  private readonly cartCounts = new LRUCache<number, number>({ max: 50_000, ttl: MEMBER_TTL_MS });
  /** Bumped by every invalidation: an answer read from the database before it is not stored. */
  private epoch = 0;

  /**
   * @param answerHeaders what every answer carries besides its own (security headers, the node's name),
   * as flat [name, value, …]: a hit is written without the hooks that would add them.
   */
  constructor(
    private readonly clock: Clock,
    private readonly answerHeaders: readonly string[] = [],
    maxBytes = 64 * 1024 * 1024,
  ) {
    this.answers = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      // The compressed copies come later and are a fraction of it: counted as half again.
      sizeCalculation: (entry, key) => Math.ceil(entry.identity.body.length * 1.5) + key.length,
      dispose: (entry) => {
        entry.live = false;
      },
    });
  }

  get generation(): number {
    return this.epoch;
  }

  /** onRequest: answers a GET from memory when it can; otherwise the route runs (and may store its answer). */
  answerFromMemory(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET') return false;
    const entry = this.aliases.get(aliasKey(request));
    if (!entry?.live) return false;
    if (entry.visitorsOnly && request.headers.authorization) return false;
    {
      const now = this.clock().getTime();
      const age = now - entry.storedAt;
      if (age < 0 || age >= entry.maxAge) {
        // One request refreshes it; the others get the stale answer unless the refresh is overdue.
        if (entry.refreshingSince === null || now - entry.refreshingSince >= REFRESH_GRACE_MS || now < entry.refreshingSince) {
          entry.refreshingSince = now;
          refreshing.set(request, entry);
          return false;
        }
      }
    }
    const variant = this.variantFor(request, entry);
    const notModified = matchesEtag(request.headers['if-none-match'], variant.etag);
    let headers = notModified ? variant.notModifiedHeaders : variant.okHeaders;
    if (request.protocol === 'https') headers = headers.concat(STRICT_TRANSPORT_SECURITY);
    // Written straight to the socket: no reply headers, serializer or onSend hooks (compression included) for a hit.
    reply.hijack();
    reply.raw.writeHead(notModified ? 304 : 200, headers);
    reply.raw.end(notModified ? undefined : variant.body);
    return true;
  }

  /** The route's answer: stored (GET only, when nothing was invalidated while it was read), then sent with its ETag. */
  async answer(request: FastifyRequest, reply: FastifyReply, spec: ReadCacheSpec, input: unknown, read: () => Promise<unknown>): Promise<void> {
    const cacheable = request.method === 'GET' && !(spec.visitorsOnly && request.headers.authorization);
    const generation = this.epoch;
    const envelope = await read();
    // The route's own serializer: the answer is checked against the contract where the app checks answers.
    const json = reply.serialize(envelope) as string;
    const entry: Entry = {
      identity: this.variant(Buffer.from(json, 'utf8'), 'identity', strongEtag(json)),
      tags: spec.tags,
      storedAt: this.clock().getTime(),
      maxAge: spec.clockBound ? CLOCK_BOUND_MS : BACKSTOP_MS,
      visitorsOnly: spec.visitorsOnly ?? false,
      live: true,
      refreshingSince: null,
    };
    if (cacheable && generation === this.epoch) {
      const lang = cachedLang(request.headers['accept-language']);
      this.answers.set(`${request.routeOptions.url ?? ''}\n${sortedJson(input)}\n${lang}`, entry);
      this.aliases.set(aliasKey(request), entry);
    }
    // Through the reply, so the onSend hooks see it; its Content-Encoding keeps the compression plugin off it.
    const variant = this.variantFor(request, entry);
    reply.header('etag', variant.etag).header('cache-control', 'no-cache').header('vary', VARY);
    if (variant.coding !== 'identity') reply.header('content-encoding', variant.coding);
    if (matchesEtag(request.headers['if-none-match'], variant.etag)) reply.code(304).send();
    else reply.type(JSON_TYPE).send(variant.body);
  }

  /** The entry in the coding the request accepts, compressed on first use (small answers are never compressed). */
  private variantFor(request: FastifyRequest, entry: Entry): Variant {
    const coding = codingFor(request.headers['accept-encoding'], entry.identity.body.length);
    if (coding === 'identity') return entry.identity;
    let variant = entry[coding];
    if (!variant) {
      const body = compressedAs(coding, new Uint8Array(entry.identity.body));
      // The coded bytes are another representation: their own strong ETag, the identity one marked.
      variant = this.variant(body, coding, `${entry.identity.etag.slice(0, -1)}-${coding}"`);
      entry[coding] = variant;
    }
    return variant;
  }

  private variant(body: Buffer, coding: Coding, etag: string): Variant {
    const common = [...this.answerHeaders, 'etag', etag, 'cache-control', 'no-cache', 'vary', VARY];
    const okHeaders = [...common, 'content-type', JSON_TYPE, 'content-length', String(body.length)];
    if (coding !== 'identity') okHeaders.push('content-encoding', coding);
    return { coding, body, etag, okHeaders, notModifiedHeaders: common };
  }

  /** onResponse: a refresh that failed (or was not stored) lets the next request try again. */
  refreshDone(request: FastifyRequest): void {
    const entry = refreshing.get(request);
    if (entry) entry.refreshingSince = null;
  }

  /** The member a cart/count token belongs to, as findMemberByToken answered it moments ago. */
  async memberIdForToken(token: string, find: () => Promise<{ id: number; expiresAt: Date } | null>): Promise<number | null> {
    const now = this.clock().getTime();
    const key = hashToken(token);
    const known = this.sessions.get(key);
    if (known && known.expiresAt > now) return known.memberId;
    const generation = this.epoch;
    const found = await find();
    if (!found) return null;
    if (generation === this.epoch) this.sessions.set(key, { memberId: found.id, expiresAt: found.expiresAt.getTime() });
    return found.id;
  }

  async cartCount(memberId: number, count: () => Promise<number>): Promise<number> {
    const known = this.cartCounts.get(memberId);
    if (known !== undefined) return known;
    const generation = this.epoch;
    const total = await count();
    if (generation === this.epoch) this.cartCounts.set(memberId, total);
    return total;
  }

  /** A NOTIFY from the database's triggers (migration drizzle/0009_read_cache_triggers.sql), sent by whichever node committed the write. */
  receive(payload: string): void {
    const message = JSON.parse(payload) as { tags?: unknown };
    if (Array.isArray(message.tags)) this.invalidate(message.tags.filter((tag): tag is string => typeof tag === 'string'));
  }

  /**
   * Drops what the tags name, in this process only and at once: a write's own route calls it before
   * answering, so the writer's next read cannot beat the NOTIFY; the other nodes learn from the trigger.
   */
  invalidate(tags: string[]): void {
    if (tags.length === 0) return;
    this.epoch += 1;
    const wanted = new Set(tags);
    if (wanted.has(ALL_TAGS)) {
      this.answers.clear();
      this.sessions.clear();
      this.cartCounts.clear();
      return;
    }
    for (const [key, entry] of this.answers.entries()) {
      if (entry.tags.some((tag) => wanted.has(tag))) this.answers.delete(key);
    }
    if (wanted.has(SESSIONS_TAG)) this.sessions.clear();
    for (const tag of wanted) {
      if (tag.startsWith(SESSION_TAG_PREFIX)) this.sessions.delete(tag.slice(SESSION_TAG_PREFIX.length));
      if (tag.startsWith(CART_TAG_PREFIX)) this.cartCounts.delete(Number(tag.slice(CART_TAG_PREFIX.length)));
    }
  }
}

/** Every member's cached session: a password reset or a revocation whose member is not known. */
export const SESSIONS_TAG = 'sessions';
const SESSION_TAG_PREFIX = 'session:';
const CART_TAG_PREFIX = 'cart:';
/** One token signed out: named by its hash, so no token travels in a NOTIFY. */
export const sessionTag = (token: string) => `${SESSION_TAG_PREFIX}${hashToken(token)}`;
/** The member's cart rows changed: their cart count goes. */
export const cartTag = (memberId: number) => `${CART_TAG_PREFIX}${memberId}`;

const JSON_TYPE = 'application/json; charset=utf-8';
/** The answer differs by language, by member and by coding. */
const VARY = 'Accept-Language, Authorization, Accept-Encoding';

const aliasKey = (request: FastifyRequest) => `${request.url}\n${cachedLang(request.headers['accept-language'])}`;
