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
