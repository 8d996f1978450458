import { checkLeadForm } from './types';
import { CONTACT_REPLY_MISSING, contactLead } from './contact';

const spec = { username: 'Ravi', lastname: 'Kulkarni', companyname: 'Acme Pvt Ltd', comment: 'Hiring' };

describe('the contact form’s schema', () => {
  it('keeps the spec’s fields and messages', () => {
    expect(checkLeadForm(contactLead, { phone: '98765 43210' })).toEqual({
      valid: false,
      errors: {
        username: 'Please enter your first name.',
        lastname: 'Please enter your last name.',
        companyname: 'Please enter your company name.',
      },
    });
  });

  it('needs a phone or an e-mail to reply to, saying so on the phone field', () => {
    expect(checkLeadForm(contactLead, spec)).toEqual({
      valid: false,
      errors: { phone: CONTACT_REPLY_MISSING },
    });
    expect(checkLeadForm(contactLead, { ...spec, phone: '  ', email: ' ' })).toEqual({
      valid: false,
      errors: { phone: CONTACT_REPLY_MISSING },
    });
    expect(CONTACT_REPLY_MISSING).toBe(
      'Please give us your phone number or your email, so we can reply to you.',
    );
  });

  it('takes either one, or both', () => {
    expect(checkLeadForm(contactLead, { ...spec, phone: '98765 43210' })).toEqual({
      valid: true,
      values: { ...spec, phone: '98765 43210', email: '' },
    });
    expect(checkLeadForm(contactLead, { ...spec, email: 'ravi@acme.example' }).valid).toBe(true);
    expect(
      checkLeadForm(contactLead, { ...spec, phone: '+91 98765 43210', email: 'ravi@acme.example' }).valid,
    ).toBe(true);
  });

  it('checks each as the other forms do, and then does not add the “at least one” message', () => {
    expect(checkLeadForm(contactLead, { ...spec, phone: '12', email: 'ravi@' })).toEqual({
      valid: false,
      errors: {
        phone: 'Please enter a phone number of 7 to 15 digits, such as 98765 43210.',
        email: 'Please enter an e-mail address such as name@example.com.',
      },
    });
  });

  it('gives the lead its phone and e-mail', () => {
    const check = checkLeadForm(contactLead, { ...spec, phone: '98765 43210', email: 'ravi@acme.example' });
    expect(check.valid && contactLead.summary(check.values)).toEqual({
      name: 'Ravi Kulkarni',
      phone: '98765 43210',
      email: 'ravi@acme.example',
      company: 'Acme Pvt Ltd',
      message: 'Hiring',
    });
  });
});
