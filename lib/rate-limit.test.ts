/** @jest-environment node */
import {
  clientAddress,
  clientKey,
  FRONT_HEADER,
  takeFromCeiling,
  takeToken,
  type CeilingRule,
} from './rate-limit';

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

  it('reports IPv4 clients of a dual-stack socket as IPv4, and an IPv6 client as its /64', () => {
    expect(clientAddress(headers('::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(headers('2001:db8::1'))).toBe('2001:db8:0:0::/64');
  });

  it('says unknown when no proxy reported one, and one shared key for what is no address', () => {
    expect(clientAddress(headers())).toBe('unknown');
    expect(clientAddress(headers(' , '))).toBe('unknown');
    expect(clientAddress(headers('x'.repeat(500)))).toBe('unparsable');
    expect(clientAddress(headers('forged-1'))).toBe(clientAddress(headers('forged-2')));
  });

  it('with FRONT_SECRET, believes X-Forwarded-For only from the front: any other caller is one client', () => {
    const secret = 'front-secret-0123456789';
    const through = (value: string, front?: string) =>
      new Headers({ 'x-forwarded-for': value, ...(front === undefined ? {} : { [FRONT_HEADER]: front }) });
    expect(clientAddress(through('203.0.113.7', secret), secret)).toBe('203.0.113.7');
    // Straight to an instance, with made-up addresses: one client however many it claims.
    expect(clientAddress(through('198.51.100.1'), secret)).toBe('direct');
    expect(clientAddress(through('198.51.100.2', 'a-guess'), secret)).toBe('direct');
  });
});

describe('clientKey: one client however its address is written', () => {
  it('one IPv4 address written seven ways is one client', () => {
    const ways = [
      '1.2.3.4',
      '::ffff:1.2.3.4',
      '::FFFF:1.2.3.4',
      '001.002.003.004',
      '1.2.3.4:50123',
      '[::ffff:1.2.3.4]:443',
      '::ffff:0102:0304',
      '0:0:0:0:0:ffff:1.2.3.4',
    ];
    expect(new Set(ways.map(clientKey))).toEqual(new Set(['1.2.3.4']));
  });

  it('one IPv6 address written several ways, and seven addresses of one /64, are one client', () => {
    const ways = [
      '2001:db8::1',
      '2001:DB8::1',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '[2001:db8::1]',
      '[2001:db8::1]:8443',
      'fe80::1%eth0'.replace('fe80', '2001:db8:0:0'),
      ...Array.from({ length: 7 }, (_, index) => `2001:db8::${index.toString(16)}:beef`),
    ];
    expect(new Set(ways.map(clientKey))).toEqual(new Set(['2001:db8:0:0::/64']));
    expect(clientKey('2001:db8:0:1::1')).not.toBe(clientKey('2001:db8::1'));
  });
});

describe('takeFromCeiling: a token bucket, so no window edge lets a burst through', () => {
  const rule: CeilingRule = { name: 'test-ceiling', points: 60, durationSeconds: 60, burst: 10 };

  it('never lets more than burst + rate × time through in any stretch, however requests are timed', async () => {
    // Requests every 10 ms for two minutes (the clock is injected): every pass is recorded.
    const passed: number[] = [];
    for (let now = 1_000_000; now < 1_120_000; now += 10) {
      if ((await takeFromCeiling(rule, 'edge', now)).allowed) passed.push(now);
    }
    // Any 5 s: at most 10 + 5; any 60 s: at most 10 + 60. A fixed window lets 120 through across its edge.
    const most = (span: number) =>
      Math.max(...passed.map((start) => passed.filter((at) => at >= start && at < start + span).length));
    expect(most(5000)).toBeLessThanOrEqual(15);
    expect(most(60_000)).toBeLessThanOrEqual(70);
    expect(passed.length).toBeGreaterThanOrEqual(120);
  });

  it('refuses with the wait until the next pass, and refills evenly', async () => {
    const start = 5_000_000;
    for (let i = 0; i < 10; i++) expect((await takeFromCeiling(rule, 'refill', start)).allowed).toBe(true);
    expect(await takeFromCeiling(rule, 'refill', start)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await takeFromCeiling(rule, 'refill', start + 1000)).allowed).toBe(true);
    expect((await takeFromCeiling(rule, 'refill', start + 1000)).allowed).toBe(false);
  });
});
