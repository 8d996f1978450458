/** @jest-environment node */
import { clientAddress, takeToken } from './rate-limit';

describe('takeToken (one process, no Redis)', () => {
  it('lets a key pass `points` times, then refuses it until the window ends, other keys unaffected', async () => {
    const rule = { name: 'test-burst', points: 3, durationSeconds: 60 };
    for (let i = 0; i < 3; i++) expect(await takeToken(rule, 'a')).toEqual({ allowed: true });
    const refused = await takeToken(rule, 'a');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await takeToken(rule, 'b')).toEqual({ allowed: true });
  });

  it('keeps rules with different names apart', async () => {
    const one = { name: 'test-one', points: 1, durationSeconds: 60 };
    const two = { name: 'test-two', points: 1, durationSeconds: 60 };
    expect((await takeToken(one, 'x')).allowed).toBe(true);
    expect((await takeToken(one, 'x')).allowed).toBe(false);
    expect((await takeToken(two, 'x')).allowed).toBe(true);
  });
});

describe('clientAddress', () => {
  const headers = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value });

  it('takes the last X-Forwarded-For entry: the one the proxy in front appended', () => {
    expect(clientAddress(headers('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(headers('1.2.3.4, 198.51.100.2'))).toBe('198.51.100.2');
    expect(clientAddress(headers('forged, 198.51.100.2 '))).toBe('198.51.100.2');
  });

  it('reports IPv4 clients of a dual-stack socket as IPv4, and keeps IPv6 as it is', () => {
    expect(clientAddress(headers('::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(headers('2001:db8::1'))).toBe('2001:db8::1');
  });

  it('says unknown when no proxy reported one, and caps what it keeps', () => {
    expect(clientAddress(headers())).toBe('unknown');
    expect(clientAddress(headers(' , '))).toBe('unknown');
    expect(clientAddress(headers('x'.repeat(500)))).toHaveLength(64);
  });
});
