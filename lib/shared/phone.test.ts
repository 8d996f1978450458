import { whatsappNumber } from './phone.mjs';

describe('the numbers a WhatsApp message may go to', () => {
  it('an Indian mobile however it is written, a foreign mobile with its code', () => {
    for (const written of ['9876543210', '+91 98765 43210', '09876543210', '0091 98765-43210']) {
      expect(whatsappNumber(written)).toEqual({ number: '+919876543210' });
    }
    expect(whatsappNumber('+44 7911 123456')).toEqual({ number: '+447911123456' });
  });

  it('an Indian landline, and foreign numbers typed without their code, get none', () => {
    // A Pune landline, with and without +91.
    expect(whatsappNumber('020 2612 3456')).toEqual({ reason: 'not a mobile number' });
    expect(whatsappNumber('+91 20 2612 3456')).toEqual({ reason: 'not a mobile number' });
    // A US number and a UK mobile without their codes: ten digits the old rule made Indian mobiles.
    expect(whatsappNumber('415 555 2671')).toEqual({ reason: 'not a mobile number' });
    expect(whatsappNumber('07911 123456')).toEqual({ reason: 'not a mobile number' });
  });

  it('what is no whole number gets none', () => {
    for (const written of ['12345', '+91 98765 4321', '', 'call me', null, undefined, 9876543210]) {
      expect(whatsappNumber(written)).toEqual({ reason: 'not a valid phone number' });
    }
  });
});
