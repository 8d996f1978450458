import type { Locator, Page } from '@playwright/test';
import { enquiryDialog, expect, test, type EmailService } from './fixtures';

/** Markup and script, as a hostile visitor (or a careless paste) puts it into a field. */
const MARKUP = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';
/** What a careless or hostile visitor might type: long, with control characters, script and other scripts. */
const HOSTILE = [
  MARKUP,
  '\u0000\u0007\u001b[31m\u202e',
  'ಕನ್ನಡ मराठी 中文 العربية 🚀👩🏽‍💻',
  '"\'; DROP TABLE students; --',
  'x'.repeat(5000),
].join(' ');
/** What people do type: other scripts, emoji, quotes and signs. Plain text, however it looks. */
const UNUSUAL = 'ಕನ್ನಡ मराठी 中文 العربية 🚀👩🏽‍💻 "O\'Brien"; DROP TABLE students; -- A < B & C';
const PLAIN_TEXT = 'Please use plain text here, without tags such as <b>.';

/** Whether anything the page was given ran as script. */
const xssRan = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss !== undefined);

/** Nothing left the page: neither the site nor the e-mail service heard of the form. */
function expectNothingSent(email: EmailService, submissions: string[]) {
  expect(email.calls).toEqual([]);
  expect(submissions).toEqual([]);
}

/**
 * Every POST the page makes to the site's lead endpoint, its multipart body decoded as UTF-8 by hand (non-Latin
 * text must compare as text). The site keeps each lead for the CMS, which is the team's copy: nothing goes by
 * the e-mail service.
 */
function watchSubmissions(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/leads')) {
      seen.push(request.postDataBuffer()?.toString('utf8') ?? '');
    }
  });
  return seen;
}

/**
 * The text fields of the last submission, as the site received them: each its own part, byte for byte (a
 * browser sends a line break in a field as CRLF; read back as the field's LF).
 */
function lastSent(submissions: string[]): Record<string, string> {
  const body = submissions.at(-1) ?? '';
  const fields: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    fields[name!] = value!.replace(/\r\n/g, '\n');
  }
  return fields;
}

async function expectRefused(field: Locator, message: string | RegExp, typed: string) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue(typed);
}

test.describe('forms with hostile input', () => {
  test('the enquiry popup refuses markup and overlong text under each field, sends nothing, keeps it all; plain text goes as text', async ({
    page,
    email,
    alerts,
  }) => {
    const submissions = watchSubmissions(page);
    await page.goto('/aboutus');
    await page.getByRole('banner').getByRole('button', { name: 'Enquire Now' }).click();
    const dialog = enquiryDialog(page);
    await dialog.getByLabel('Name').fill(HOSTILE);
    await dialog.getByLabel('Phone').fill('9876543210');
    await dialog.getByLabel('Email').fill('visitor@example.com');
    await dialog.getByLabel('City').fill('x'.repeat(300));
    const typedName = await dialog.getByLabel('Name').inputValue();
    expect(typedName.length).toBeGreaterThan(5000);

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectRefused(dialog.getByLabel('Name'), /at most 100 characters|plain text/, typedName);
    await expectRefused(
      dialog.getByLabel('City'),
      'The city can be at most 100 characters long.',
      'x'.repeat(300),
    );
    await expect(dialog.getByLabel('Name')).toBeFocused();
    expectNothingSent(email, submissions);
    expect(alerts).toEqual([]);

    await dialog.getByLabel('Name').fill(MARKUP);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectRefused(dialog.getByLabel('Name'), PLAIN_TEXT, MARKUP);
    expectNothingSent(email, submissions);

    await dialog.getByLabel('Name').fill(UNUSUAL);
    await dialog.getByLabel('City').fill('पुणे');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    expect(alerts).toEqual(['Your enquiry has been sent successfully!']);
    expect(email.calls).toEqual([]);
    expect(lastSent(submissions)).toMatchObject({ name: UNUSUAL, city: 'पुणे' });
    expect(await xssRan(page)).toBe(false);
  });

  test('the contact form refuses markup under its fields and sends a plain message as text', async ({
    page,
    email,
  }) => {
    const submissions = watchSubmissions(page);
    await page.goto('/contactus');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('First Name').fill(MARKUP);
    await form.getByLabel('Last Name').fill('जोशी');
    await form.getByLabel('Company Name').fill('Deccan Foods');
    await form.getByLabel('Phone').fill('98765 43210');
    await form.getByLabel(/Why are you registering/).fill(`${HOSTILE}\nsecond line\r\nthird`);
    const comment = await form.getByLabel(/Why are you registering/).inputValue();

    await form.getByRole('button', { name: 'Submit' }).click();
    await expectRefused(form.getByLabel('First Name'), PLAIN_TEXT, MARKUP);
    await expectRefused(form.getByLabel(/Why are you registering/), /plain text|at most 2000/, comment);
    await expect(form.getByLabel('Last Name')).toHaveValue('जोशी');
    expectNothingSent(email, submissions);

    const letter = `${UNUSUAL}\nsecond line\nthird`;
    await form.getByLabel('First Name').fill('Meera');
    await form.getByLabel(/Why are you registering/).fill(letter);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toContainText('Your message has reached our team');
    expect(email.calls).toEqual([]);
    expect(lastSent(submissions)).toMatchObject({ lastname: 'जोशी', comment: letter });
    expect(await xssRan(page)).toBe(false);
  });
});

test('the demo-call form refuses markup and sends plain text as text', async ({ page, email }) => {
  const submissions = watchSubmissions(page);
  await page.goto('/hirefromus');
  const form = page.getByRole('form', { name: 'Schedule a demo call' });
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await field('Name').fill(HOSTILE);
  await field('Work Email').fill('hr@example.com');
  await field('Phone Number').fill('9876512345');
  await field('Company Name').fill(UNUSUAL);
  await field('Designation').fill('प्रमुख <b>HR</b>');
  const typed = await field('Name').inputValue();

  await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
  await expectRefused(field('Name'), /at most 100 characters|plain text/, typed);
  await expectRefused(field('Designation'), PLAIN_TEXT, 'प्रमुख <b>HR</b>');
  await expect(field('Company Name')).toHaveValue(UNUSUAL);
  expectNothingSent(email, submissions);

  await field('Name').fill('Meera Joshi');
  await field('Designation').fill('प्रमुख HR');
  await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
  await expect(field('Name')).toHaveValue('');
  expect(email.calls).toEqual([]);
  expect(lastSent(submissions)).toMatchObject({ companyName: UNUSUAL, designation: 'प्रमुख HR' });
  expect(await xssRan(page)).toBe(false);
});

test('the landing demo form refuses a phone number that is not one and sends plain text as text', async ({
  page,
  email,
}) => {
  const submissions = watchSubmissions(page);
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Book a demo session' });
  await form.getByLabel('Full Name').fill(UNUSUAL);
  await form.getByLabel('Email').fill('neha@example.com');
  await form.getByLabel('Course Interest').selectOption('Other');
  await form.getByLabel('Contact Number').fill(`+91 ${HOSTILE}`);
  const phone = await form.getByLabel('Contact Number').inputValue();

  await form.getByRole('button', { name: 'Book Demo Session' }).click();
  await expectRefused(
    form.getByLabel('Contact Number'),
    /phone number|at most 24 characters|plain text/,
    phone,
  );
  await expect(form.getByLabel('Full Name')).toHaveValue(UNUSUAL);
  expectNothingSent(email, submissions);

  await form.getByLabel('Contact Number').fill('+91 98765 43210');
  await form.getByRole('button', { name: 'Book Demo Session' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'booked successfully' })).toBeVisible();
  expect(email.calls).toEqual([]);
  expect(lastSent(submissions)).toMatchObject({
    fullName: UNUSUAL,
    contactNumber: '+91 98765 43210',
    courseInterest: 'Other',
  });
  expect(await xssRan(page)).toBe(false);
});

test('the certification form sends a tampered option as text and runs nothing', async ({ page, email }) => {
  await page.goto('/datascience');
  const form = page.getByRole('form', { name: 'Exams and Certifications' });
  // Its fields are selects: a visitor can only send something else by editing the page, so do that.
  await form.getByLabel('Certify Your Skills').evaluate((select: HTMLSelectElement, value) => {
    select.options[1]!.value = value;
  }, HOSTILE);
  await form.getByLabel('Certify Your Skills').selectOption({ index: 1 });
  await form.getByLabel('Stand Out From The Crowd').selectOption('Higher Credibility');
  await form.getByLabel('Upskill Your Career').selectOption('Career Growth');
  const tampered = await form.getByLabel('Certify Your Skills').inputValue();

  email.respondWith(500, 'down');
  await form.getByRole('button', { name: 'GET CERTIFICATION' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
  await expect(form.getByLabel('Certify Your Skills')).toHaveValue(tampered);
  await expect(form.getByLabel('Upskill Your Career')).toHaveValue('Career Growth');

  email.respondWith(200, 'OK');
  await form.getByRole('button', { name: 'GET CERTIFICATION' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Notification/ })).toBeVisible();
  expect(email.calls.at(-1)!.json).toMatchObject({ template_params: { certify: tampered } });
  expect(await xssRan(page)).toBe(false);
});

test('the job application refuses markup under its fields, keeps everything typed, and sends plain text as text', async ({
  page,
  email,
  alerts,
}) => {
  const submissions = watchSubmissions(page);
  await page.goto('/applynow');
  const form = page.getByRole('form', { name: 'Job application' });
  await form.getByLabel('First Name').fill(HOSTILE);
  await form.getByLabel('Last Name').fill('देशमुख');
  await form.getByLabel('Email').fill('kiran@example.com');
  await form.getByLabel('Others').check();
  await form.getByLabel('Area Code').fill('+91');
  await form.getByLabel('Phone').fill(HOSTILE);
  await form.getByLabel('Position').selectOption('PYTHON DEVELOPER');
  await form.getByLabel('Start Date').fill('2027-01-04');
  await form.getByLabel('Address Line 1').fill(MARKUP);
  await form.getByLabel('Cover Letter (optional)').fill(`${UNUSUAL}\nsecond line\r\nthird`);
  await form.getByLabel(/Resume/).setInputFiles({
    name: '<img src=x onerror=alert(1)> रेज़्यूमे.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% resume\n'),
  });
  const typed = await form.getByLabel('First Name').inputValue();
  const letter = await form.getByLabel('Cover Letter (optional)').inputValue();

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expectRefused(form.getByLabel('First Name'), /at most 100 characters|plain text/, typed);
  await expectRefused(form.getByLabel('Address Line 1'), PLAIN_TEXT, MARKUP);
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Cover Letter (optional)')).toHaveValue(letter);
  await expect(form.getByLabel('Last Name')).toHaveValue('देशमुख');
  expectNothingSent(email, submissions);

  await form.getByLabel('First Name').fill('Kiran');
  await form.getByLabel('Phone').fill('98765 43210');
  await form.getByLabel('Address Line 1').fill('12 FC Road, पुणे');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/career$/);
  expect(alerts).toEqual(['Application Submitted Successfully!']);
  // Kept for the CMS with its resume; the e-mail service carries neither.
  expect(email.calls).toEqual([]);
  expect(lastSent(submissions)).toMatchObject({
    message: letter.replace(/\r\n/g, '\n'),
    address1: '12 FC Road, पुणे',
    lastname: 'देशमुख',
  });
  expect(await xssRan(page)).toBe(false);
});
