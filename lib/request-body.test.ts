/** @jest-environment node */
import { BODY_BUDGET_BYTES, answerTo, readBody, readBodyWithin } from './request-body';

describe('readBodyWithin', () => {
  const request = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://site.test/api/revalidate', { method: 'POST', body, headers });

  it('returns a body within the limit, byte for byte', async () => {
    expect((await readBodyWithin(request('{"a":"é"}'), 100))?.toString('utf8')).toBe('{"a":"é"}');
  });

  it('refuses a body past the limit, declared or not', async () => {
    await expect(readBodyWithin(request('x'.repeat(101)), 100)).resolves.toBeNull();
    await expect(readBodyWithin(request('{}', { 'content-length': '5000' }), 100)).resolves.toBeNull();
  });
});

/**
 * A client that sends `first` at once, then one byte every `everyMs` for as long as it is read; `cancelled`
 * turns true when the reader gives up on it (the connection is then closed).
 */
function trickle(first: Uint8Array, everyMs: number) {
  const state = { cancelled: false, sent: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
      state.sent += first.byteLength;
    },
    pull(controller) {
      return new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          controller.enqueue(new Uint8Array([97]));
          state.sent++;
          resolve();
        }, everyMs);
      });
    },
    cancel() {
      clearTimeout(timer);
      state.cancelled = true;
    },
  });
  const request = new Request('http://site.test/api/leads', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, state };
}

describe('a body that trickles in', () => {
  it('is cut off once its time is up, and the client is told to go (the probe: a byte at a time)', async () => {
    // REQUEST_BODY_SECONDS would be 10; a fraction of a second here, so the test waits for nothing.
    const { request, state } = trickle(new Uint8Array([123]), 20);
    await expect(readBodyWithin(request, 64 * 1024, { seconds: 0.3 })).rejects.toMatchObject({
      name: 'BodyCutOff',
      reason: 'too-slow',
    });
    expect(state.cancelled).toBe(true);
    expect(state.sent).toBeLessThan(64 * 1024);
    // The answer closes the connection, so nothing keeps reading what the client still sends.
    expect(answerTo(request, new Response(null, { status: 408 })).headers.get('connection')).toBe('close');
  });

  it('is cut off as well after a CV-sized start that then stalls (the probe with X-Lead-Form)', async () => {
    const { request, state } = trickle(new Uint8Array(2 * 1024 * 1024).fill(97), 60_000);
    expect(await readBody(request, 2 * 1024 * 1024 + 64 * 1024, { seconds: 0.2 })).toEqual({
      ok: false,
      reason: 'too-slow',
    });
    expect(state.cancelled).toBe(true);
  });

  it('is let go even when its source answers a cancel only after a read that never comes (Node’s stream)', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
      pull: () => new Promise<void>(() => {}),
      cancel() {
        cancelled = true;
        return new Promise<void>(() => {});
      },
    });
    const request = new Request('http://site.test/x', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await readBody(request, 64 * 1024, { seconds: 0.2 })).toEqual({ ok: false, reason: 'too-slow' });
    expect(cancelled).toBe(true);
  });

  it('is read whole while it keeps arriving, whatever its first seconds', async () => {
    const chunks = Array.from({ length: 8 }, (_, index) => new Uint8Array(40 * 1024).fill(65 + index));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request('http://site.test/x', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    const read = await readBody(request, 1024 * 1024, { seconds: 5 });
    expect(read.ok && read.body.byteLength).toBe(8 * 40 * 1024);
    // Read to its end: the connection may serve the next request.
    expect(answerTo(request, new Response(null)).headers.get('connection')).toBeNull();
  });
});

describe('the bytes held for bodies being read', () => {
  it('never pass the process’s budget: a body past it is cut off as busy, and the budget is freed again', async () => {
    const half = BODY_BUDGET_BYTES / 2;
    const stalled = [trickle(new Uint8Array(half - 10), 60_000), trickle(new Uint8Array(half - 10), 60_000)];
    const reads = stalled.map(({ request }) => readBody(request, BODY_BUDGET_BYTES, { seconds: 0.5 }));
    // Both hold nearly half the budget: a third body of 64 KB finds no room.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const third = new Request('http://site.test/x', { method: 'POST', body: 'x'.repeat(64 * 1024) });
    expect(await readBody(third, 1024 * 1024, { seconds: 5 })).toEqual({ ok: false, reason: 'busy' });
    expect(answerTo(third, new Response(null)).headers.get('connection')).toBe('close');
    expect(await Promise.all(reads)).toEqual([
      { ok: false, reason: 'too-slow' },
      { ok: false, reason: 'too-slow' },
    ]);
    // Cut off, they hold nothing any more.
    const fourth = new Request('http://site.test/x', { method: 'POST', body: 'x'.repeat(64 * 1024) });
    expect((await readBody(fourth, 1024 * 1024, { seconds: 5 })).ok).toBe(true);
  });
});

describe('answerTo', () => {
  it('closes the connection of a request whose body nobody read (a refusal before the body)', () => {
    const unread = new Request('http://site.test/x', { method: 'POST', body: 'waiting' });
    expect(answerTo(unread, Response.json({}, { status: 429 })).headers.get('connection')).toBe('close');
    const noBody = new Request('http://site.test/x');
    expect(answerTo(noBody, new Response(null)).headers.get('connection')).toBeNull();
  });
});
