/**
 * The listing sites that may send leads (JustDial and others), as the CMS's `publisher` collection lists
 * them: each with its address on the site (`slug`), its key, whether it is on, and how its parameters map
 * onto a lead. The site reads them with PUBLISHERS_API_TOKEN (a token that may read them and nothing else)
 * and keeps them, with each key as its SHA-256 digest only, never the key itself:
 *
 * - in memory, read again from the CMS after a minute, or after two seconds when a request names a site or
 *   key it does not know (a site or key just added works at once; a stranger guessing costs the CMS at most
 *   one read every two seconds per instance);
 * - as the last good copy, beside the leads (the leads' Redis, or LEADS_DIR/publishers.json), so an
 *   instance started while the CMS is down knows them too.
 *
 * While the CMS cannot be read, a key is checked against the last good copy: a known site with its key is
 * taken (the lead waits in the outbox like any other), and a key revoked meanwhile still works until the CMS
 * answers again. A site or key that copy does not know is answered 503 (try again later), never 401: the
 * site cannot tell a new key from a wrong one, and the listing site sends it again once the CMS is back.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { environment } from '@/lib/env/server.mjs';
import { leadsRedis } from '@/lib/redis';
import type { AnswerRole } from './answers';
import { isRecord } from './intake-json';

/** What a listing site's parameter carries. Parameters not in its mapping go into the lead's details. */
export type FieldTarget = AnswerRole | 'id' | 'key' | 'date' | 'time' | 'test' | 'ignore';
const TARGETS: readonly FieldTarget[] = [
  'id',
  'key',
  'name',
  'firstName',
  'lastName',
  'phone',
  'email',
  'city',
  'course',
  'interest',
  'message',
  'date',
  'time',
  'test',
  'ignore',
];

/**
 * JustDial's usual parameters (its lead API calls the site's address with them, by GET or POST); the key
 * travels as `key` in the address given to the listing site. Its `category` is the search's (such as "Data
 * Science Training Institutes"): it fills the course only when it names one of ours.
 */
export const JUSTDIAL_FIELDS: Readonly<Record<string, FieldTarget>> = {
  key: 'key',
  leadid: 'id',
  name: 'name',
  mobile: 'phone',
  email: 'email',
  category: 'interest',
  city: 'city',
  date: 'date',
  time: 'time',
};

/** A listing site's address on the site: lower case, digits and dashes; never a channel's own prefix. */
export const PUBLISHER_SLUG = /^(?!(?:meta|google|site)$)[a-z0-9][a-z0-9-]{0,31}$/;

export interface Publisher {
  slug: string;
  name: string;
  /** SHA-256 of its key, hex. */
  keyDigest: string;
  active: boolean;
  /** Its parameters (lower case) and what each carries: JustDial's, with its own mapping over them. */
  fields: Record<string, FieldTarget>;
}

const digestOf = (key: string) => createHash('sha256').update(key).digest();

/** A listing site as the CMS lists it, checked; null when it cannot be used. */
export function publisherFrom(record: unknown): Publisher | null {
  if (!isRecord(record)) return null;
  const { slug, name, key, active, fieldMap } = record;
  if (typeof slug !== 'string' || !PUBLISHER_SLUG.test(slug)) return null;
  if (typeof key !== 'string' || key.length < 16) return null;
  const fields: Record<string, FieldTarget> = { ...JUSTDIAL_FIELDS };
  if (isRecord(fieldMap)) {
    for (const [parameter, target] of Object.entries(fieldMap)) {
      if (typeof target === 'string' && (TARGETS as readonly string[]).includes(target)) {
        fields[parameter.toLowerCase()] = target as FieldTarget;
      }
    }
  }
  return {
    slug,
    name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 60) : slug,
    keyDigest: digestOf(key).toString('hex'),
    active: active !== false,
    fields,
  };
}

export type Lookup =
  { kind: 'found'; publisher: Publisher } | { kind: 'unknown' | 'off' | 'wrong-key' | 'unavailable' };

/** The key a request presents, read by the site's own mapping (which names the key's parameter). */
export type KeyOf = (publisher: Publisher) => string;

function match(list: ReadonlyMap<string, Publisher> | null, slug: string, keyOf: KeyOf): Lookup {
  const publisher = list?.get(slug);
  if (!publisher) return { kind: 'unknown' };
  // Compared as digests, in constant time.
  if (!timingSafeEqual(digestOf(keyOf(publisher)), Buffer.from(publisher.keyDigest, 'hex'))) {
    return { kind: 'wrong-key' };
  }
  if (!publisher.active) return { kind: 'off' };
  return { kind: 'found', publisher };
}

/** Where the last good copy is kept. */
export interface SavedPublishers {
  read(): Promise<Publisher[] | null>;
  write(list: Publisher[]): Promise<void>;
}

/** How often the list is read again from the CMS, and how soon after an unknown site or key. */
export const REFRESH_MS = 60_000;
export const MISS_REFRESH_MS = 2000;

export interface PublisherDirectory {
  lookup(slug: string, keyOf: KeyOf): Promise<Lookup>;
}

/** The listing sites, read by `load` (the CMS), kept by `saved`, on the clock `now`. */
export function publisherDirectory({
  load,
  saved,
  now = Date.now,
}: {
  load: () => Promise<Publisher[]>;
  saved: SavedPublishers;
  now?: () => number;
}): PublisherDirectory {
  let list: Map<string, Publisher> | null = null;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let triedAt = Number.NEGATIVE_INFINITY;
  let cmsAnswered = false;
  let restored = false;
  let reading: Promise<void> | null = null;

  const keep = (publishers: Publisher[]) => {
    list = new Map(publishers.map((publisher) => [publisher.slug, publisher]));
  };

  function refresh(): Promise<void> {
    reading ??= (async () => {
      triedAt = now();
      try {
        const publishers = await load();
        keep(publishers);
        loadedAt = now();
        cmsAnswered = true;
        await saved.write(publishers).catch((error: unknown) => {
          console.error(`The listing sites' last good copy could not be written (${nameOf(error)}).`);
        });
      } catch (error) {
        if (cmsAnswered)
          console.error(`The listing sites could not be read from the CMS (${nameOf(error)}).`);
        cmsAnswered = false;
      }
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    async lookup(slug, keyOf) {
      if (!restored) {
        restored = true;
        const copy = await saved.read().catch(() => null);
        if (copy && !list) keep(copy);
      }
      if (now() - loadedAt > REFRESH_MS && now() - triedAt > MISS_REFRESH_MS) await refresh();
      let found = match(list, slug, keyOf);
      if (found.kind === 'found') return found;
      if (now() - triedAt > MISS_REFRESH_MS) {
        await refresh();
        found = match(list, slug, keyOf);
        if (found.kind === 'found') return found;
      }
      // Not known, and the CMS cannot say otherwise right now.
      return cmsAnswered ? found : { kind: 'unavailable' };
    },
  };
}

/** A reason code for a log line, never the error's text. */
function nameOf(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  if (name === 'TypeError') return 'unreachable';
  return typeof name === 'string' ? name : 'unknown error';
}

/** The CMS answers in this time or counts as down for this read. */
const CMS_TIMEOUT_MS = 4000;
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/** Reads every listing site from the CMS's REST API (`GET /api/publishers`), page by page. */
export async function loadPublishers(origin: string, token: string): Promise<Publisher[]> {
  const publishers: Publisher[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams({
      'pagination[page]': String(page),
      'pagination[pageSize]': String(PAGE_SIZE),
    });
    const response = await fetch(`${origin}/api/publishers?${query}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      const error = new Error(`the CMS answered ${response.status}`);
      error.name = `cms-${response.status}`;
      throw error;
    }
    const body = (await response.json()) as {
      data?: unknown;
      meta?: { pagination?: { pageCount?: unknown } };
    };
    if (!Array.isArray(body.data)) throw new Error('the CMS answered without a list');
    for (const record of body.data) {
      const publisher = publisherFrom(record);
      if (publisher) publishers.push(publisher);
    }
    const pages = Number(body.meta?.pagination?.pageCount ?? 1);
    if (!(page < pages)) break;
  }
  return publishers;
}

const REDIS_KEY = 'site:publishers';

/** The last good copy in the leads' Redis (the stack's, shared by every instance), or a file in LEADS_DIR. */
export function savedPublishers(): SavedPublishers {
  const { leadsRedisUrl, leadsDir } = environment();
  if (leadsRedisUrl) {
    return {
      async read() {
        const client = await leadsRedis();
        const value = client ? await client.get(REDIS_KEY) : null;
        return value ? (JSON.parse(value) as Publisher[]) : null;
      },
      async write(list) {
        const client = await leadsRedis();
        await client?.set(REDIS_KEY, JSON.stringify(list));
      },
    };
  }
  const dir = path.resolve(leadsDir);
  const file = path.join(dir, 'publishers.json');
  return {
    async read() {
      return JSON.parse(await readFile(file, 'utf8')) as Publisher[];
    },
    async write(list) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // The lead store's own way: a temporary file (swept by the store if left behind), flushed, renamed.
      const temporary = path.join(dir, `.publishers.${randomUUID()}.tmp`);
      const handle = await open(temporary, 'w', 0o600);
      try {
        await handle.writeFile(JSON.stringify(list));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
    },
  };
}

let directory: PublisherDirectory | undefined;

/** This process's listing sites, or null when listing sites are off (no BLOG_API_URL or no token). */
export function publishers(): PublisherDirectory | null {
  const { blogApiOrigin, publishersApiToken } = environment();
  if (!blogApiOrigin || !publishersApiToken) return null;
  directory ??= publisherDirectory({
    load: () => loadPublishers(blogApiOrigin, publishersApiToken),
    saved: savedPublishers(),
  });
  return directory;
}
