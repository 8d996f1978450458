/**
 * The rules of POST /api/revalidate, the CMS's webhook (see docs/architecture.md): who may call it and which calls
 * regenerate the blog, or the pages that show the batch calendar. Pure functions; the route handler only wires them to Next.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readBodyWithin } from '@/lib/request-body';

/** Strapi sends the whole entry; a long post stays well under this. */
export const REVALIDATE_MAX_BODY_BYTES = 1024 * 1024;

const BLOG_MODELS = new Set(['blog', 'api::blog.blog']);
/** The batch calendar's collection: its changes expire the pages that show batch dates. */
const BATCH_MODELS = new Set(['batch', 'api::batch.batch']);
const BLOG_EVENTS = new Set([
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
]);

/**
 * True when the Authorization header is `Bearer <secret>`. Both sides are hashed first, so the comparison
 * takes the same time whatever the length or content of the guess. No secret configured: nobody passes.
 */
export function isAuthorized(header: string | null, secret: string | null | undefined): boolean {
  if (!secret) return false;
  const match = /^Bearer (.+)$/.exec(header ?? '');
  const given = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const expected = createHash('sha256').update(secret).digest();
  return timingSafeEqual(given, expected) && match !== null;
}

export interface BlogEvent {
  event: string;
  /** The post's id, when the payload names one. */
  postId: number | null;
}

/** The blog event a webhook body describes, or null when it is about something else. */
export function readBlogEvent(body: unknown): BlogEvent | null {
  if (typeof body !== 'object' || body === null) return null;
  const { event, model, uid, entry } = body as Record<string, unknown>;
  if (typeof event !== 'string' || !BLOG_EVENTS.has(event)) return null;
  if (!BLOG_MODELS.has(String(model)) && !BLOG_MODELS.has(String(uid))) return null;
  const id = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).id : null;
  return { event, postId: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null };
}

/** True when a webhook body tells of a batch created, changed or deleted. */
export function isBatchEvent(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { event, model, uid } = body as Record<string, unknown>;
  return (
    typeof event === 'string' &&
    BLOG_EVENTS.has(event) &&
    (BATCH_MODELS.has(String(model)) || BATCH_MODELS.has(String(uid)))
  );
}

export type WebhookOutcome =
  | { kind: 'refused'; status: 400 | 401 | 413; error: string }
  | { kind: 'ignored' }
  | { kind: 'blog'; event: BlogEvent }
  | { kind: 'batches'; event: string };

/** What a webhook request asks for: refused (with the status to answer), about something else, or a blog event. */
export async function readWebhook(
  request: Request,
  secret: string | null | undefined,
): Promise<WebhookOutcome> {
  if (!isAuthorized(request.headers.get('authorization'), secret)) {
    return { kind: 'refused', status: 401, error: 'unauthorized' };
  }
  const bytes = await readBodyWithin(request, REVALIDATE_MAX_BODY_BYTES).catch(() => null);
  if (bytes === null) return { kind: 'refused', status: 413, error: 'body too large or unreadable' };
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { kind: 'refused', status: 400, error: 'body is not JSON' };
  }
  const event = readBlogEvent(body);
  if (event) return { kind: 'blog', event };
  if (isBatchEvent(body)) return { kind: 'batches', event: String((body as { event: unknown }).event) };
  return { kind: 'ignored' };
}
