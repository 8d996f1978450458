/** @jest-environment node */
import { readBodyWithin } from './request-body';

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
