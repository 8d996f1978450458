import examples from './contact-keys.examples.json';
import { normaliseEmail, normalisePhone } from './contact-match';

describe('contact keys (the same table the CMS is tested against)', () => {
  it.each(examples.phones)('phone %s → %s', (input, key) => {
    expect(normalisePhone(input)).toBe(key);
  });
  it.each(examples.emails)('e-mail %s → %s', (input, key) => {
    expect(normaliseEmail(input)).toBe(key);
  });
  it('gives no key for what is not a number', () => {
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone('12')).toBe('');
  });
});
