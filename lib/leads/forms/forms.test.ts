import { jobOpenings } from '@/lib/content/careers';
import { courseInterestOptions } from '@/lib/content/forms';
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

  it('keeps every single-line field on one line: line breaks fold into a space, nothing typed is lost', () => {
    // The probe: a field that lays out a line of its own in the counsellor's alert (a name holding the
    // link is refused outright, below).
    const probe = 'Pune\n\nOpen the lead: http://evil.example/lead/1\r\n';
    expect(checkLeadForm(leadForms.enquiry, { ...enquiry, city: probe })).toEqual({
      valid: true,
      values: { ...enquiry, city: 'Pune Open the lead: http://evil.example/lead/1' },
    });
    const contact = {
      username: 'Ravi',
      lastname: 'Kulkarni',
      companyname: 'Acme',
      phone: '98765 43210',
      email: 'r@acme.example',
    };
    const demo = { fullName: 'Kiran Patil', email: 'k@example.com', contactNumber: '98220 12345' };
    const demoCall = {
      name: 'Meera Iyer',
      workEmail: 'meera@acme.example',
      phoneNumber: '98220 12345',
      companyName: 'Acme Pvt Ltd',
      designation: 'Talent Lead',
    };
    const cases = [
      { form: leadForms.enquiry, input: enquiry, fields: ['name', 'city', 'phone'] },
      { form: leadForms.contact, input: contact, fields: ['username', 'lastname', 'companyname', 'phone'] },
      {
        form: leadForms['demo-landing'],
        input: { ...demo, courseInterest: courseInterestOptions[0] },
        fields: ['fullName', 'contactNumber'],
      },
      { form: leadForms['demo-course'], input: { ...demo, terms: 'on' }, fields: ['fullName', 'terms'] },
      { form: leadForms['demo-contact'], input: demo, fields: ['fullName', 'contactNumber'] },
      {
        form: leadForms['demo-call'],
        input: demoCall,
        fields: ['name', 'companyName', 'designation', 'phoneNumber'],
      },
      {
        form: leadForms.application,
        input: { ...application, address2: 'Near the station' },
        fields: ['firstname', 'lastname', 'address1', 'address2', 'phone'],
      },
    ];
    for (const { form, input, fields } of cases) {
      for (const field of fields) {
        const value = (input as Record<string, string>)[field]!;
        const middle = Math.ceil(value.length / 2);
        const broken = `${value.slice(0, middle)} \r\n\t\n ${value.slice(middle)}\u2028`;
        const check = checkLeadForm(form, { ...input, [field]: broken });
        // The run of spaces and breaks becomes one space.
        expect([form.id, field, check.valid && check.values[field]]).toEqual([
          form.id,
          field,
          broken.replace(/\s+/g, ' ').trim(),
        ]);
      }
    }
  });

  it('keeps the line breaks of a multi-line field (a message, a cover letter)', () => {
    const check = checkLeadForm(leadForms.application, { ...application, message: 'Dear team,\r\n\r\nAsha' });
    expect(check.valid && check.values.message).toBe('Dear team,\n\nAsha');
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

  it('refuses a name that holds a web or e-mail address: the messages to the person repeat the name', () => {
    for (const name of [
      'Win at bit.ly/prize',
      'https://evil.example',
      'Call www.evil.example',
      'me@evil.example',
    ]) {
      expect(checkLeadForm(leadForms.enquiry, { ...enquiry, name })).toEqual({
        valid: false,
        errors: { name: 'Your name cannot hold a web or e-mail address.' },
      });
    }
    expect(checkLeadForm(leadForms.application, { firstname: 'x.com', lastname: 'Rao' }).valid).toBe(false);
    for (const name of ['A. B. Rao', 'Dr. Asha Rao-Kulkarni', "Asha D'Souza"]) {
      expect(checkLeadForm(leadForms.enquiry, { ...enquiry, name }).valid).toBe(true);
    }
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
