/** @jest-environment node */
import { readBody, toResponse } from './intake';

/** A request whose body sends `first` and then nothing more, as a stalled sender's does. */
function stalledRequest(first: string): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
  });
  return new Request('http://localhost/api/leads/google', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('a channel body a sender controls', () => {
  it('is cut off with 408 when it stops arriving, and the answer closes the connection', async () => {
    const request = stalledRequest('{"lead_id":');
    const answer = await readBody(request, 64 * 1024, { seconds: 0.05 });
    expect(answer).toMatchObject({ status: 408, body: { ok: false, error: 'too-slow' } });
    const response = toResponse(request, answer as Exclude<typeof answer, Buffer>);
    expect(response.status).toBe(408);
    expect(response.headers.get('Connection')).toBe('close');
  });

  it('is refused with 413 past its cap', async () => {
    const request = new Request('http://localhost/api/leads/google', {
      method: 'POST',
      body: 'x'.repeat(2048),
    });
    expect(await readBody(request, 1024, { seconds: 5 })).toMatchObject({
      status: 413,
      body: { error: 'too-large' },
    });
  });

  it('comes whole when it arrives, and the answer keeps the connection', async () => {
    const request = new Request('http://localhost/api/leads/google', { method: 'POST', body: '{"a":1}' });
    const body = await readBody(request, 1024, { seconds: 5 });
    expect(Buffer.isBuffer(body) && body.toString()).toBe('{"a":1}');
    expect(toResponse(request, { status: 200, body: { ok: true } }).headers.get('Connection')).toBeNull();
  });
});
