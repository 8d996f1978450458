/** @jest-environment node */
import { INSTITUTE_VARIABLES, SAMPLE_IDENTITY_NOTICE, institute, readInstitute } from './institute.mjs';

const CONFIGURED = {
  INSTITUTE_NAME: ' Sahyadri Code Academy ',
  INSTITUTE_PHONE: '+91 20  4000 1234',
  INSTITUTE_EMAIL: 'hello@sahyadri.example',
  GRIEVANCE_OFFICER_NAME: 'Meera Joshi',
  GRIEVANCE_OFFICER_EMAIL: 'dpo@sahyadri.example',
};

describe("the institute's identity", () => {
  it('is the settings, the chat number being the phone unless INSTITUTE_WHATSAPP says otherwise', () => {
    expect(institute(CONFIGURED)).toEqual({
      name: 'Sahyadri Code Academy',
      shortName: 'Sahyadri Code',
      phone: { display: '+91 20 4000 1234', href: 'tel:+912040001234' },
      email: 'hello@sahyadri.example',
      chatLink: 'https://wa.me/912040001234',
      grievanceOfficer: { name: 'Meera Joshi', email: 'dpo@sahyadri.example' },
      sample: false,
    });
    expect(institute({ ...CONFIGURED, INSTITUTE_WHATSAPP: '+91 90000-12345' }).chatLink).toBe(
      'https://wa.me/919000012345',
    );
  });

  it('is the sample with nothing set, which names no Grievance Officer and says what it is', () => {
    const sample = institute({ INSTITUTE_NAME: '  ' });
    expect(sample).toMatchObject({ name: 'Codebridge Institute', sample: true });
    expect(sample.grievanceOfficer).toEqual({ name: null, email: 'privacy@codebridge.example' });
    expect(SAMPLE_IDENTITY_NOTICE).toMatch(/sample identity/);
  });

  it('refuses a partial identity, naming what is missing: it would be part sample', () => {
    const { institute: fallback, problems } = readInstitute({ INSTITUTE_NAME: 'Sahyadri Code Academy' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^INSTITUTE_PHONE, INSTITUTE_EMAIL, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL are not set/,
    );
    expect(fallback.sample).toBe(true);
  });

  it.each([
    ['INSTITUTE_PHONE', '98765 43210', /international form/],
    ['INSTITUTE_PHONE', '+91 12', /international form/],
    ['INSTITUTE_WHATSAPP', 'wa.me/91987', /international form/],
    ['INSTITUTE_EMAIL', 'hello at sahyadri', /not an e-mail address/],
    ['GRIEVANCE_OFFICER_EMAIL', '<dpo@x.in>', /not an e-mail address/],
    ['INSTITUTE_NAME', 'X', /2 to 80 characters/],
    ['GRIEVANCE_OFFICER_NAME', 'Meera\nJoshi', /2 to 80 characters/],
  ])('refuses %s=%j with a message naming it', (name, value, message) => {
    const { problems } = readInstitute({ ...CONFIGURED, [name]: value });
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name}`))]);
    expect(problems[0]).toMatch(message);
    expect(() => institute({ ...CONFIGURED, [name]: value })).toThrow(problems[0]);
  });
});

test("the README's table lists every identity variable", async () => {
  const { readFile } = await import('node:fs/promises');
  const readme = await readFile(`${process.cwd()}/README.md`, 'utf8');
  for (const name of [...INSTITUTE_VARIABLES, 'ALLOW_SAMPLE_IDENTITY'])
    expect(readme).toContain(`| \`${name}\` |`);
});
