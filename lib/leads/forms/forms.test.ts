import { jobOpenings } from '@/lib/content/careers';
import { leadForms, checkLeadForm, isLeadFormId, LEAD_FORM_IDS } from './index';

const enquiry = { name: 'Asha Rao', phone: '98765 43210', email: 'asha@example.com', city: 'Pune' };
const resume = { name: 'cv.pdf', size: 2048, type: 'application/pdf' };
const application = {
  firstname: 'Asha',
  lastname: 'Rao',
  email: 'asha@example.com',
  gender: 'female',
  areacode: '+91',
  phone: '9876543210',
  position: jobOpenings[0].title,
  startDate: '2027-01-04',
  address1: '12 FC Road',
  resume,
};

describe('lead forms', () => {
  it('has one definition per id, each naming its own id', () => {
    for (const id of LEAD_FORM_IDS) expect(leadForms[id].id).toBe(id);
    expect(isLeadFormId('enquiry')).toBe(true);
    expect(isLeadFormId('toString')).toBe(false);
  });

  it('takes a good enquiry, trimmed and without control characters, and drops fields it does not know', () => {
    const check = checkLeadForm(leadForms.enquiry, { ...enquiry, name: '  Asha\u0007 Rao ', isAdmin: 'yes' });
    expect(check).toEqual({ valid: true, values: { ...enquiry, name: 'Asha Rao' } });
  });

  it('stores plain text only: no C1 controls, terminal escapes, direction overrides or zero-width characters', () => {
    const hostile = 'Asha\u009b2J\u001b[31m Rao\u202e\u2066\u200b\ufeff\u00ad\u{e0041}\u061c\u200e';
    const check = checkLeadForm(leadForms.enquiry, { ...enquiry, name: hostile, city: 'Pu\u200dne\u0085' });
    expect(check).toEqual({ valid: true, values: { ...enquiry, name: 'Asha2J[31m Rao', city: 'Pune' } });
    // The joiners that shape Devanagari and emoji stay where they join two such characters.
    const marathi = checkLeadForm(leadForms.enquiry, { ...enquiry, city: 'पुणे क्\u200dष 👩\u200d💻' });
    expect(marathi).toMatchObject({ valid: true, values: { city: 'पुणे क्\u200dष 👩\u200d💻' } });
  });

  it('answers field by field in the form’s own words', () => {
    const check = checkLeadForm(leadForms.enquiry, { email: 'asha@', phone: '12', city: 'x'.repeat(101) });
    expect(check).toEqual({
      valid: false,
      errors: {
        name: 'Please enter your name.',
        phone: 'Please enter a phone number of 7 to 15 digits, such as 98765 43210.',
        email: 'Please enter an e-mail address such as name@example.com.',
        city: 'The city can be at most 100 characters long.',
      },
    });
  });

  it('keeps a message’s line breaks as plain line feeds', () => {
    const check = checkLeadForm(leadForms.contact, {
      username: 'Ravi',
      lastname: 'K',
      companyname: 'Acme',
      email: 'ravi@acme.example',
      comment: 'one\r\ntwo\rthree\nfour',
    });
    expect(check.valid && check.values.comment).toBe('one\ntwo\nthree\nfour');
  });

  it('takes plain text only', () => {
    for (const name of ['<script>alert(1)</script>', 'Asha <img src=x>', '<!-- x -->', '</b>']) {
      expect(checkLeadForm(leadForms.enquiry, { ...enquiry, name })).toEqual({
        valid: false,
        errors: { name: 'Please use plain text here, without tags such as <b>.' },
      });
    }
    expect(checkLeadForm(leadForms.enquiry, { ...enquiry, name: 'A < B & C > D' }).valid).toBe(true);
  });

  it('needs a way to reach the visitor on the demo forms that require no field', () => {
    for (const form of [leadForms['demo-contact'], leadForms['demo-course']]) {
      const check = checkLeadForm(form, { fullName: 'Kiran', terms: 'accepted' });
      expect(check).toEqual({
        valid: false,
        errors: {
          contactNumber: 'Please give us your email or your contact number, so we can confirm your session.',
        },
      });
      expect(checkLeadForm(form, { contactNumber: '98220 12345', terms: 'accepted' }).valid).toBe(true);
    }
    expect(checkLeadForm(leadForms['demo-course'], { contactNumber: '98220 12345' })).toEqual({
      valid: false,
      errors: { terms: 'Please confirm that you have read and agreed to the Terms and Privacy Policy.' },
    });
  });

  it('takes only the options the form offers', () => {
    const check = checkLeadForm(leadForms['demo-landing'], {
      fullName: 'Kiran',
      email: 'k@example.com',
      contactNumber: '9822012345',
      courseInterest: 'Hacking 101',
      graduationYear: '1999',
    });
    expect(check).toEqual({
      valid: false,
      errors: {
        courseInterest: 'Please choose one of the options.',
        graduationYear: 'Please choose one of the options.',
      },
    });
  });

  it('checks an application’s dates, area code and resume', () => {
    expect(checkLeadForm(leadForms.application, application).valid).toBe(true);
    const check = checkLeadForm(leadForms.application, {
      ...application,
      startDate: '2027-02-30',
      areacode: '0091-',
      resume: { name: 'cv.exe', size: 10, type: 'application/octet-stream' },
    });
    expect(check.valid === false && check.errors).toEqual({
      startDate: 'Please choose a date.',
      areacode: 'Please enter an area code such as +91.',
      resume:
        '“cv.exe” is not a .pdf, .doc or .docx file. Please attach your resume in one of those formats.',
    });
    expect(checkLeadForm(leadForms.application, { ...application, resume: undefined })).toEqual({
      valid: false,
      errors: { resume: 'Please attach your resume (.pdf, .doc or .docx).' },
    });
    expect(
      checkLeadForm(leadForms.application, { ...application, resume: { ...resume, size: 3 * 1024 * 1024 } }),
    ).toMatchObject({
      valid: false,
      errors: { resume: expect.stringMatching(/the largest resume we can receive is 2 MB/) },
    });
  });

  it('maps each form onto a lead’s name, e-mail and phone', () => {
    expect(
      leadForms.contact.summary({
        username: 'Ravi',
        lastname: 'K',
        companyname: 'Acme',
        phone: '98765 43210',
        email: '',
        comment: '',
      }),
    ).toEqual({
      name: 'Ravi K',
      email: '',
      phone: '98765 43210',
      company: 'Acme',
      message: undefined,
    });
    const check = checkLeadForm(leadForms.application, application);
    expect(check.valid && leadForms.application.summary(check.values)).toMatchObject({
      name: 'Asha Rao',
      phone: '+91 9876543210',
    });
  });
});
