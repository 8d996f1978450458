import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PAGE = '/hirefromus';

const company = {
  name: 'Priya Nair',
  workEmail: 'priya.nair@deccanfoods.example',
  phoneNumber: '9876512345',
  companyName: 'Deccan Foods',
  designation: 'Talent Acquisition Lead',
};

function demoCallForm(page: Page) {
  return page.getByRole('form', { name: 'Schedule a demo call' });
}

/** A field by its exact accessible name ("Name" is also part of "Company Name"). */
function field(form: Locator, name: string) {
  return form.getByRole('textbox', { name, exact: true });
}

async function fillDemoCall(page: Page) {
  const form = demoCallForm(page);
  await field(form, 'Name').fill(company.name);
  await field(form, 'Work Email').fill(company.workEmail);
  await field(form, 'Phone Number').fill(company.phoneNumber);
  await field(form, 'Company Name').fill(company.companyName);
  await field(form, 'Designation').fill(company.designation);
  return form;
}

function successToast(page: Page) {
  return page
    .locator('.Toastify__toast-container--bottom-right')
    .getByRole('alert')
    .filter({ hasText: 'Form submitted successfully!' });
}

test.describe('/hirefromus', () => {
  test('hiring pitch, three-row logo carousel, roles trained and how it works', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page).toHaveTitle(/Hire From Us/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Hire Job-Ready Tech Talent');
    await expect(main.getByText('Zero Hiring Fee', { exact: true })).toBeVisible();
    await expect(main.getByText('Under 1 Week', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Schedule a Demo Call' })).toBeVisible();

    const carousel = main.getByRole('region', { name: 'Our Learners Work at 500+ Companies' });
    // Three rows of seven; each row's second copy is hidden from assistive technology.
    await expect(carousel.getByRole('img')).toHaveCount(21);
    await expect(carousel.locator('ul:not([aria-hidden])')).toHaveCount(3);
    await expect(carousel.getByRole('button', { name: 'Pause hiring partner logos' })).toBeVisible();

    const roles = main.getByRole('region', { name: 'Roles We Train For' });
    await expect(roles.getByRole('listitem')).toHaveCount(12);
    await expect(roles).toContainText('MERN Stack Developer');
    await expect(roles).toContainText('Data Analyst');

    const howItWorks = main.getByRole('region', { name: 'How It Works' });
    await expect(howItWorks.getByRole('img', { name: /Four hiring steps/ })).toBeVisible();
    await expect(howItWorks.getByRole('heading', { level: 3 })).toHaveText([
      'Share your requirement',
      'We shortlist',
      'Interview candidates',
      'Onboard with confidence',
    ]);
  });

  test('demo-call form: all five fields required, email and tel types; nothing sent until valid', async ({
    page,
    email,
  }) => {
    await page.goto(PAGE);
    const form = demoCallForm(page);
    for (const label of ['Name', 'Work Email', 'Phone Number', 'Company Name', 'Designation']) {
      await expect(field(form, label)).toHaveAttribute('required', '');
    }
    await expect(field(form, 'Work Email')).toHaveAttribute('type', 'email');
    await expect(field(form, 'Phone Number')).toHaveAttribute('type', 'tel');

    await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
    expect(await field(form, 'Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await fillDemoCall(page);
    await field(form, 'Designation').fill('');
    await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
    expect(
      await field(form, 'Designation').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await field(form, 'Designation').fill(company.designation);
    await field(form, 'Work Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
    expect(await field(form, 'Work Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
      true,
    );
    expect(email.calls).toHaveLength(0);
    await expect(successToast(page)).toHaveCount(0);
    // Nothing typed was lost to the failed checks.
    await expect(field(form, 'Company Name')).toHaveValue(company.companyName);
  });

  test('success: toast at the bottom right with a progress bar, sent, form cleared, closes by itself', async ({
    page,
    email,
    leadsEndpoint,
  }) => {
    // The site unreachable: the e-mail service carries the request to the corporate desk, field by field.
    leadsEndpoint.goDown();
    await page.goto(PAGE);
    const form = await fillDemoCall(page);
    await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
    const toast = successToast(page);
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('progressbar')).toHaveCount(1);
    for (const label of ['Name', 'Work Email', 'Phone Number', 'Company Name', 'Designation']) {
      await expect(field(form, label)).toHaveValue('');
    }
    expect(email.calls).toHaveLength(1);
    expect(email.calls[0]!.json).toMatchObject({
      template_id: 'e2e-template-demo-call',
      template_params: company,
    });
    // Away from the toast, so hovering does not hold it open.
    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 8000 });
  });

  test('the toast pauses on hover, closes on click and can be dragged away', async ({ page, email }) => {
    await page.goto(PAGE);
    const form = await fillDemoCall(page);
    await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
    const toast = successToast(page);
    await toast.hover();
    await expect(toast.getByRole('progressbar')).toHaveCSS('animation-play-state', 'paused');
    await toast.click();
    await expect(toast).toBeHidden();

    await fillDemoCall(page);
    await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
    await expect(toast).toBeVisible();
    // Let the entrance animation end, so the toast is where the pointer grabs it.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 20, y, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 - box.width * 1.5, y, { steps: 20 });
    await page.mouse.up();
    await expect(toast).toBeHidden();
    // Both kept by the site for the CMS: nothing by the e-mail service.
    expect(email.calls).toHaveLength(0);
  });

  test('a failed delivery (neither kept by the site nor e-mailed) says so and keeps what was typed', async ({
    page,
    email,
    leadsEndpoint,
  }) => {
    email.respondWith(500, 'down');
    leadsEndpoint.goDown();
    await page.goto(PAGE);
    const form = await fillDemoCall(page);
    await form.getByRole('button', { name: 'Schedule a Demo Call' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
    await expect(successToast(page)).toHaveCount(0);
    await expect(field(form, 'Name')).toHaveValue(company.name);
    await expect(field(form, 'Designation')).toHaveValue(company.designation);
  });

  test('no accessibility violations', async ({ page }) => {
    await page.goto(PAGE);
    await expectNoAxeViolations(page);
  });
});
