/**
 * Reading request bodies that a stranger controls: never more than the caller allows, never for longer than
 * the body keeps arriving, never more at once than the process can hold. Plain `next start` has no proxy in
 * front to do this: Node gives a request five minutes (its requestTimeout), so a client trickling a byte a
 * second held a connection, and with `X-Lead-Form` a CV-sized buffer, that long.
 */
import { environment } from '@/lib/env/server.mjs';

/**
 * After its first REQUEST_BODY_SECONDS, a body must keep arriving at this rate on average: each 32 KB
 * received gives it one second more. A CV of 2 MB sent at 256 kbit/s or faster arrives; a trickle is cut
 * off once the first seconds are up. A body that stops arriving for REQUEST_BODY_SECONDS is cut off too,
 * whatever it sent before.
 */
export const BODY_MIN_BYTES_PER_SECOND = 32 * 1024;

/** The most bytes this process holds for bodies being read at once (16 CVs of the largest size). */
export const BODY_BUDGET_BYTES = 32 * 1024 * 1024;

export type BodyRead =
  | { ok: true; body: Buffer }
  /**
   * too-large: longer than the caller allows (declared or read); too-slow: it stopped arriving or came too
   * slowly; busy: the process holds as much body as it may for other requests; broken: the client went
   * away or the body could not be read.
   */
  | { ok: false; reason: 'too-large' | 'too-slow' | 'busy' | 'broken' };

/** The status that answers a body refused for each reason. */
export const BODY_REFUSAL_STATUS = { 'too-large': 413, 'too-slow': 408, busy: 503, broken: 400 } as const;

export interface BodyOptions {
  /** The seconds every body has before the rate applies (REQUEST_BODY_SECONDS; tests pass fractions). */
  seconds?: number;
}

/** Bytes held right now by the reads in progress in this process. */
let heldBytes = 0;

/** Requests whose bodies were read to their end: the only ones whose connection may serve another request. */
const readToEnd = new WeakSet<Request>();

/** The body's bytes, or why there are none. The body is cancelled (and its connection closed) when cut off. */
export async function readBody(
  request: Request,
  limit: number,
  options: BodyOptions = {},
): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'too-large' };
  if (!request.body) {
    readToEnd.add(request);
    return { ok: true, body: Buffer.alloc(0) };
  }
  const seconds = options.seconds ?? environment().requestBodySeconds;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  const started = Date.now();
  let lastArrival = started;
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (reason: Exclude<BodyRead, { ok: true }>['reason']): BodyRead => {
    // Not awaited: a stream made from Node's request settles a cancel only after its pending read, which a
    // stalled client never ends. The answer (answerTo: Connection: close) closes the connection, and that
    // ends both.
    reader.cancel().catch(() => {});
    return { ok: false, reason };
  };
  try {
    for (;;) {
      const deadline = Math.min(
        started + (seconds + size / BODY_MIN_BYTES_PER_SECOND) * 1000,
        lastArrival + seconds * 1000,
      );
      const next = await Promise.race([
        reader.read(),
        new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()));
        }),
      ]);
      clearTimeout(timer);
      if (next === 'late') return stop('too-slow');
      if (next.done) break;
      lastArrival = Date.now();
      size += next.value.byteLength;
      if (size > limit) return stop('too-large');
      if (heldBytes + next.value.byteLength > BODY_BUDGET_BYTES) return stop('busy');
      heldBytes += next.value.byteLength;
      chunks.push(next.value);
    }
  } catch {
    return { ok: false, reason: 'broken' };
  } finally {
    clearTimeout(timer);
    for (const chunk of chunks) heldBytes -= chunk.byteLength;
  }
  readToEnd.add(request);
  return { ok: true, body: Buffer.concat(chunks) };
}

/** A body that was cut off before its end (too slow, no room, broken). */
export class BodyCutOff extends Error {
  constructor(readonly reason: 'too-slow' | 'busy' | 'broken') {
    super(`The request body was cut off (${reason}).`);
    this.name = 'BodyCutOff';
  }
}

/**
 * The body's bytes, or null when it is longer than `limit` (a declared length over it is refused before
 * anything is read; a body that grows past it while read is cut off there). Rejects with BodyCutOff when
 * the body is cut off otherwise: for callers that tell only "too large" from "unreadable".
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
  options: BodyOptions = {},
): Promise<Buffer | null> {
  const read = await readBody(request, limit, options);
  if (read.ok) return read.body;
  if (read.reason === 'too-large') return null;
  throw new BodyCutOff(read.reason);
}

/**
 * The answer to a request that may carry a body, made safe to send: `Connection: close` unless its body
 * was read to its end. Node keeps reading (and discarding) a body nobody read until it ends, so a refusal
 * sent before the body (a limit, a declared size over the cap) or after cutting it off would otherwise
 * leave the connection to whatever the client still trickles.
 */
export function answerTo(request: Request, response: Response): Response {
  if (request.body && !readToEnd.has(request)) response.headers.set('Connection', 'close');
  return response;
}

/**
 * A form endpoint's answer: its JSON (none for a beacon), never cached, with `Retry-After` when a limit
 * refused it, made safe to send as `answerTo` says. Every POST route of the site's forms answers through it.
 */
export function answerForm(
  request: Request,
  { status, answer, retryAfterSeconds }: { status: number; answer?: unknown; retryAfterSeconds?: number },
): Response {
  const headers = {
    'Cache-Control': 'no-store',
    ...(retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}),
  };
  return answerTo(
    request,
    answer === undefined
      ? new Response(null, { status, headers })
      : Response.json(answer, { status, headers }),
  );
}
