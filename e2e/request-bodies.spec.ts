import { connect } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * Bodies a client trickles or stalls, sent to the built site on plain `next start` as a slow-loris client
 * would: a raw connection that sends its headers and then a byte at a time. The e2e run gives bodies
 * REQUEST_BODY_SECONDS=2 (scripts/e2e-env.sh); Node alone would hold each connection for five minutes.
 * Nothing here measures time: each connection must be answered and closed, and the test's own timeout is
 * the guard.
 */
const port = Number(process.env.E2E_PORT ?? 4311);

interface Outcome {
  /** The answer's status line and headers, as received. */
  head: string;
  /** Whether the server closed the connection. */
  closed: boolean;
  /** Bytes of the body the client got to send. */
  sent: number;
}

/**
 * Sends `headers` and `first`, then one byte every `everyMs` (none when 0) until the server answers and
 * closes the connection.
 */
function slowClient(
  path: string,
  headers: Record<string, string>,
  { first = Buffer.alloc(0), everyMs = 400 }: { first?: Buffer; everyMs?: number } = {},
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    let sent = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('connect', () => {
      const lines = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      socket.write(first);
      sent += first.byteLength;
      if (everyMs > 0) {
        timer = setInterval(() => {
          if (socket.writable) {
            socket.write('a');
            sent++;
          }
        }, everyMs);
      }
    });
    socket.on('data', (chunk: Buffer) => {
      if (!head.includes('\r\n\r\n')) head += chunk.toString('latin1');
    });
    // The server may close while the client still writes: the close is what is awaited.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ head: head.split('\r\n\r\n')[0]!, closed: true, sent });
    });
    setTimeout(() => reject(new Error(`still open: ${path}`)), 25_000).unref();
  });
}

const status = (outcome: Outcome) => Number(/^HTTP\/1\.1 (\d{3})/.exec(outcome.head)?.[1]);

let client = 0;
/** A client address of its own for each connection, so no per-client limit answers first. */
const from = () => `198.19.${Math.floor(++client / 250)}.${client % 250}`;

test.describe('a body that trickles or stalls, on plain next start', () => {
  test('a lead form trickled a byte at a time is cut off with its message, and the connection closed', async () => {
    const outcome = await slowClient('/api/leads', {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': '60000',
      'X-Forwarded-For': from(),
    });
    expect(status(outcome)).toBe(408);
    expect(outcome.head.toLowerCase()).toContain('connection: close');
    expect(outcome.sent).toBeLessThan(60_000);
  });

  test('a job application that sends 2 MB with X-Lead-Form and then stalls is cut off, its 2 MB let go', async () => {
    const outcome = await slowClient(
      '/api/leads',
      {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(2 * 1024 * 1024 + 60_000),
        'X-Lead-Form': 'application',
        'X-Forwarded-For': from(),
      },
      { first: Buffer.alloc(2 * 1024 * 1024, 97), everyMs: 0 },
    );
    expect(status(outcome)).toBe(408);
    expect(outcome.head.toLowerCase()).toContain('connection: close');
  });

  for (const [path, length] of [
    ['/api/data-requests', 4000],
    ['/api/data-requests/confirm', 900],
    ['/api/vitals', 900],
    ['/api/data-requests/lookup', 900],
  ] as const) {
    test(`${path}: a trickled body is cut off and the connection closed`, async () => {
      const outcome = await slowClient(path, {
        'Content-Type': 'application/json',
        'Content-Length': String(length),
        'X-Forwarded-For': from(),
      });
      expect(status(outcome)).toBe(408);
      expect(outcome.head.toLowerCase()).toContain('connection: close');
    });
  }

  test('a refusal sent before the body (a declared size over the cap) closes the connection too', async () => {
    const outcome = await slowClient('/api/leads', {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(50 * 1024 * 1024),
      'X-Forwarded-For': from(),
    });
    expect(status(outcome)).toBe(413);
    expect(outcome.head.toLowerCase()).toContain('connection: close');
  });
});
