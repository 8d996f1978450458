import { emailKey, internationalPhone, phoneKey, telHref } from './contact.mjs';

describe('contact keys, as the site and the CMS compare people', () => {
  it('an Indian number is one key however it is written', () => {
    for (const written of [
      '+91 98765 43210',
      '09876543210',
      '9876543210',
      '98765-43210',
      '+91-98765-43210',
      '0091 98765 43210',
      '919876543210',
      ' (98765) 43210 ',
      '(987) 654.3210',
    ]) {
      expect(phoneKey(written)).toBe('9876543210');
    }
  });

  it('different numbers, foreign numbers and rubbish stay apart', () => {
    expect(phoneKey('98765 43211')).not.toBe(phoneKey('98765 43210'));
    expect(phoneKey('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneKey('0044 20 7946 0958')).toBe('+442079460958');
    expect(phoneKey('+1 415 555 0100')).toBe('+14155550100');
    expect(phoneKey('123')).toBeNull();
    expect(phoneKey('')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it('an e-mail address is compared without case or surrounding spaces; without an @ it is none', () => {
    expect(emailKey(' Asha.Patil@Example.COM ')).toBe('asha.patil@example.com');
    expect(emailKey('asha.rao@example.com')).toBe('asha.rao@example.com');
    expect(emailKey('')).toBeNull();
    expect(emailKey('not an address')).toBeNull();
    expect(emailKey(undefined)).toBeNull();
  });

  it('a tel: link calls an Indian number with +91 however it is written, a foreign one with its code', () => {
    expect(telHref('09876543210')).toBe('tel:+919876543210');
    expect(telHref('98765-43210')).toBe('tel:+919876543210');
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('12 34 56')).toBe('tel:123456');
    expect(telHref('')).toBeNull();
    expect(telHref('call me')).toBeNull();
  });

  it('the international form WhatsApp needs: +91 for an Indian number as every channel writes it', () => {
    // A listing site's bare ten digits, Google's spaces, Meta's +91, a form's trunk 0.
    for (const written of [
      '9876543210',
      '+91 98765 43210',
      '+919876543210',
      '09876543210',
      '0091 98765-43210',
    ]) {
      expect(internationalPhone(written)).toBe('+919876543210');
    }
    expect(internationalPhone('+44 20 7946 0958')).toBe('+442079460958');
    // A local number without its area code, or no number: nothing to send to.
    expect(internationalPhone('26 12 345')).toBeNull();
    expect(internationalPhone('call me')).toBeNull();
    expect(internationalPhone(undefined)).toBeNull();
  });
});
