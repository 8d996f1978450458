import { enquiryDialog, expect, test } from './fixtures';

/** What a careless or hostile visitor might type: long, with control characters, script and other scripts. */
const HOSTILE = [
  '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">',
  '\u0000\u0007\u001b[31m\u202e',
  'ಕನ್ನಡ मराठी 中文 العربية 🚀👩🏽‍💻',
  '"\'; DROP TABLE students; --',
  'x'.repeat(5000),
].join(' ');

test.describe('forms with hostile input', () => {
  test('the enquiry popup keeps it on failure and sends it as text on success', async ({
    page,
    email,
    alerts,
  }) => {
    let executed = false;
    page.on('dialog', (dialog) => {
      if (!dialog.message().includes('enquiry')) executed = true;
    });
    await page.goto('/aboutus');
    await page.getByRole('banner').getByRole('button', { name: 'Enquire Now' }).click();
    const dialog = enquiryDialog(page);
    await dialog.getByLabel('Name').fill(HOSTILE);
    await dialog.getByLabel('Phone').fill('9876543210');
    await dialog.getByLabel('Email').fill('visitor@example.com');
    await dialog.getByLabel('City').fill(HOSTILE);
    const typedName = await dialog.getByLabel('Name').inputValue();
    expect(typedName.length).toBeGreaterThan(5000);

    email.respondWith(500, 'Server error');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts.length).toBe(1);
    await expect(dialog.getByLabel('Name')).toHaveValue(typedName);
    await expect(dialog.getByLabel('City')).toHaveValue(typedName);

    email.respondWith(200, 'OK');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    const sent = email.calls.at(-1)!.json as { template_params: Record<string, string> };
    expect(sent.template_params.name).toBe(typedName);
    expect(sent.template_params.city).toBe(typedName);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(executed).toBe(false);
  });

  test('the contact form keeps it on failure and sends it as text on success', async ({ page, email }) => {
    await page.goto('/contactus');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('First Name').fill(HOSTILE);
    await form.getByLabel('Last Name').fill('जोशी');
    await form.getByLabel('Company Name').fill(HOSTILE);
    await form.getByLabel(/Why are you registering/).fill(`${HOSTILE}\nsecond line\r\nthird`);
    const comment = await form.getByLabel(/Why are you registering/).inputValue();

    email.respondWith(503, 'unavailable');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toContainText('could not be sent');
    await expect(form.getByLabel(/Why are you registering/)).toHaveValue(comment);
    await expect(form.getByLabel('Last Name')).toHaveValue('जोशी');

    email.respondWith(200, 'OK');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toContainText('Your message has reached our team');
    const sent = email.calls.at(-1)!.json as { template_params: Record<string, string> };
    expect(sent.template_params).toMatchObject({ lastname: 'जोशी', comment });
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

test('the demo-call form keeps it on failure and sends it as text on success', async ({ page, email }) => {
  await page.goto('/hirefromus');
  const form = page.getByRole('form', { name: 'Schedule a demo call' });
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await field('Name').fill(HOSTILE);
  await field('Work Email').fill('hr@example.com');
  await field('Phone Number').fill('9876512345');
  await field('Company Name').fill(HOSTILE);
  await field('Designation').fill('प्रमुख <b>HR</b>');
  const typed = await field('Name').inputValue();

  email.respondWith(500, 'down');
  await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
  await expect.poll(() => email.calls.length).toBe(1);
  await expect(field('Name')).toHaveValue(typed);
  await expect(field('Company Name')).toHaveValue(typed);
  await expect(field('Designation')).toHaveValue('प्रमुख <b>HR</b>');

  email.respondWith(200, 'OK');
  await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
  await expect(field('Name')).toHaveValue('');
  const sent = Object.values(
    (email.calls.at(-1)!.json as { template_params: Record<string, string> }).template_params,
  );
  expect(sent).toContain(typed);
  expect(sent).toContain('प्रमुख <b>HR</b>');
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});

/** Whether anything the page was given ran as script. */
const xssRan = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss !== undefined);

test('the landing demo form keeps it on failure and sends it as text on success', async ({ page, email }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Book a demo session' });
  await form.getByLabel('Full Name').fill(HOSTILE);
  await form.getByLabel('Email').fill('neha@example.com');
  await form.getByLabel('Course Interest').selectOption('Other');
  await form.getByLabel('Contact Number').fill(`+91 ${HOSTILE}`);
  const name = await form.getByLabel('Full Name').inputValue();
  const phone = await form.getByLabel('Contact Number').inputValue();
  expect(name.length).toBeGreaterThan(5000);

  email.respondWith(500, 'down');
  await form.getByRole('button', { name: 'Book Demo Session' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue(name);
  await expect(form.getByLabel('Contact Number')).toHaveValue(phone);

  email.respondWith(200, 'OK');
  await form.getByRole('button', { name: 'Book Demo Session' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'booked successfully' })).toBeVisible();
  expect(email.calls.at(-1)!.json).toMatchObject({
    template_params: { fullName: name, contactNumber: phone, courseInterest: 'Other' },
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

test('the job application keeps it on failure and sends it as text on success', async ({
  page,
  email,
  alerts,
}) => {
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
  await form.getByLabel('Address Line 1').fill(HOSTILE);
  await form.getByLabel('Cover Letter (optional)').fill(`${HOSTILE}\nsecond line\r\nthird`);
  await form.getByLabel(/Resume/).setInputFiles({
    name: '<img src=x onerror=alert(1)> रेज़्यूमे.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% resume\n'),
  });
  const typed = await form.getByLabel('First Name').inputValue();
  const letter = await form.getByLabel('Cover Letter (optional)').inputValue();

  email.respondWith(500, 'down');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByRole('alert')).toContainText('could not be sent');
  await expect(form.getByLabel('First Name')).toHaveValue(typed);
  await expect(form.getByLabel('Address Line 1')).toHaveValue(typed);
  await expect(form.getByLabel('Cover Letter (optional)')).toHaveValue(letter);
  await expect(form.getByLabel('Last Name')).toHaveValue('देशमुख');

  email.respondWith(200, 'OK');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/career$/);
  expect(alerts).toEqual(['Application Submitted Successfully!']);
  // A multipart body: each field travels as its own part, byte for byte.
  const body = email.calls.at(-1)!.raw;
  expect(body).toContain('<script>window.__xss=1</script>');
  expect(body).toContain('ಕನ್ನಡ मराठी 中文 العربية');
  expect(body).toContain('x'.repeat(5000));
  expect(body).toContain('देशमुख');
  expect(await xssRan(page)).toBe(false);
});
