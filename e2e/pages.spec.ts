import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('/aboutus', () => {
  test('hero, why choose us, vision and mission, values', async ({ page }) => {
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const why = page.getByRole('region', { name: 'Why choose us' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Placement Support',
      'Resume Building',
      'Mock Interviews',
      'Mentor Support',
      'Placement Assurance',
    ]);
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'What we believe in' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Clarity', 'Excellence', 'Teamwork', 'Compassion']);
    await expect(page.getByRole('main')).toContainText('7000+');
    await expectNoAxeViolations(page);
  });
});

test.describe('legal pages', () => {
  test('/terms has every section of the terms', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
    const article = page.locator('article');
    for (const words of [
      /responsible use/i,
      /privacy/i,
      /limitation of liability/i,
      /termination/i,
      /governing law/i,
      /cancellation and refund/i,
      /guarantee/i,
    ]) {
      await expect(article.getByRole('heading', { level: 2, name: words })).toBeVisible();
    }
    await expect(article).toContainText(/India/);
    await expectNoAxeViolations(page);
  });

  test('/privacy says what is kept, where, who reads it and for how long, and covers children under 13', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('main')).toContainText('Last updated November 2026');
    const kept = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: /Where your details are kept/ }),
    });
    await expect(kept).toContainText('We keep each form for 180 days from the day you send it.');
    await expect(kept).toContainText('opens only for a member of our team who is signed in');
    const article = page.locator('article');
    for (const words of [
      /personal information/i,
      /non-personal/i,
      /cookies/i,
      /protect/i,
      /children/i,
      /changes/i,
    ]) {
      await expect(article.getByRole('heading', { level: 2, name: words }).first()).toBeVisible();
    }
    await expect(article).toContainText('13');
    await expectNoAxeViolations(page);
  });
});

test.describe('/career', () => {
  test('hero, three openings with APPLY NOW, and the role columns', async ({ page }) => {
    await page.goto('/career');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Think You Could Fit In?');
    await page.getByRole('link', { name: 'CURRENT OPENINGS' }).click();
    await expect(page).toHaveURL(/#openings$/);
    const openings = page.locator('#openings li').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(openings.getByRole('heading', { level: 3 })).toHaveText([
      'MERN STACK DEVELOPER',
      'PYTHON DEVELOPER',
      'DATA SCIENTIST',
    ]);
    for (let i = 0; i < 3; i++) {
      const card = openings.nth(i);
      await expect(card).toContainText('IT Software');
      await expect(card).toContainText('Pune');
      await expect(card).toContainText('Minimum 0-1 Year');
      await expect(card.getByRole('link', { name: /APPLY NOW/ })).toHaveAttribute('href', '/applynow');
    }
    await page.getByRole('link', { name: 'CAREERS WE OFFER' }).click();
    await expect(page).toHaveURL(/#careers-we-offer$/);
    const roles = page.locator('#careers-we-offer');
    await expect(roles.locator('li')).toHaveCount(21);
    await expect(roles.getByRole('link', { name: 'DATA SCIENCE' })).toHaveAttribute('href', '/datascience');
    await expect(roles.getByRole('link', { name: 'MERN STACK' })).toHaveAttribute('href', '/mernstack');
    await expect(roles.getByRole('link', { name: 'DATA ANALYTICS' })).toHaveAttribute('href', '/dataanalyst');
    await expectNoAxeViolations(page);
  });

  test('the role columns are a desktop view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/career');
    await expect(page.locator('#careers-we-offer')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'MERN STACK DEVELOPER' })).toBeVisible();
  });
});

test.describe('/applynow', () => {
  const resume = {
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% resume\n'),
  };

  async function fillApplication(page: import('@playwright/test').Page) {
    const form = page.getByRole('form', { name: 'Job application' });
    await form.getByLabel('First Name').fill('Kiran');
    await form.getByLabel('Last Name').fill('Deshmukh');
    await form.getByLabel('Email').fill('kiran@example.com');
    await form.getByLabel('Female').check();
    await form.getByLabel('Area Code').fill('+91');
    await form.getByLabel('Phone').fill('9876500000');
    await form.getByLabel('Position').selectOption('PYTHON DEVELOPER');
    await form.getByLabel('Start Date').fill('2027-01-04');
    await form.getByLabel('Address Line 1').fill('12 FC Road, Shivajinagar');
    await form.getByLabel('Cover Letter (optional)').fill('I build Django apps.');
    return form;
  }

  test('required fields are blocked by the browser and nothing is sent', async ({ page, email }) => {
    await page.goto('/applynow');
    const form = page.getByRole('form', { name: 'Job application' });
    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Area Code',
      'Phone',
      'Position',
      'Start Date',
      'Address Line 1',
    ]) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(form.getByLabel('Address Line 2 (optional)')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Cover Letter (optional)')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Start Date')).toHaveAttribute('type', 'date');
    await expect(form.getByLabel(/Resume/)).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(
      await form.getByLabel('First Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    expect(email.calls).toHaveLength(0);
  });

  test('a resume of the wrong type is refused with a message, keeping what was typed', async ({
    page,
    email,
  }) => {
    await page.goto('/applynow');
    const form = await fillApplication(page);
    await form
      .getByLabel(/Resume/)
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(form.getByRole('alert')).toContainText('is not a .pdf, .doc or .docx file');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(email.calls).toHaveLength(0);
    await expect(page).toHaveURL(/\/applynow$/);
    await expect(form.getByLabel('First Name')).toHaveValue('Kiran');
    await expect(form.getByLabel('Position')).toHaveValue('PYTHON DEVELOPER');
  });

  test('success: kept by the site with its resume, nothing by the e-mail service; alert, cleared form, then /career', async ({
    page,
    email,
    alerts,
  }) => {
    const kept: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/leads')) {
        kept.push(request.postDataBuffer()?.toString('utf8') ?? '');
      }
    });
    await page.goto('/applynow');
    const form = await fillApplication(page);
    await form.getByLabel(/Resume/).setInputFiles(resume);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/career$/);
    expect(alerts).toEqual(['Application Submitted Successfully!']);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('filename="resume.pdf"');
    // The CMS is the team's copy of the application and its CV: none escapes its retention and erasure.
    expect(email.calls).toHaveLength(0);
    await page.goBack();
    await expect(page.getByRole('form', { name: 'Job application' }).getByLabel('First Name')).toHaveValue(
      '',
    );
  });

  test('the site unreachable: the team is e-mailed the application’s fields, never its resume', async ({
    page,
    email,
    alerts,
    leadsEndpoint,
  }) => {
    leadsEndpoint.goDown();
    await page.goto('/applynow');
    const form = await fillApplication(page);
    await form.getByLabel(/Resume/).setInputFiles(resume);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/career$/);
    expect(alerts).toEqual(['Application Submitted Successfully!']);
    expect(email.calls).toHaveLength(1);
    expect(email.calls[0]!.url).toMatch(/\/send$/);
    expect(email.calls[0]!.json).toMatchObject({
      template_id: 'e2e-template-application',
      template_params: { lastname: 'Deshmukh' },
    });
    expect(email.calls[0]!.raw).not.toContain('resume.pdf');
    expect(email.calls[0]!.raw).not.toContain('%PDF');
  });

  test('a failed send (neither kept by the site nor e-mailed) keeps everything typed', async ({
    page,
    email,
    leadsEndpoint,
  }) => {
    email.respondWith(500, 'down');
    leadsEndpoint.goDown();
    await page.goto('/applynow');
    const form = await fillApplication(page);
    await form.getByLabel(/Resume/).setInputFiles(resume);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('alert')).toContainText('could not be sent');
    await expect(page).toHaveURL(/\/applynow$/);
    await expect(form.getByLabel('Last Name')).toHaveValue('Deshmukh');
    await expect(form.getByLabel('Cover Letter (optional)')).toHaveValue('I build Django apps.');
    await expectNoAxeViolations(page);
  });
});

test.describe('/contactus', () => {
  test('fields with their own names and ids; required; sent with a clear answer', async ({
    page,
    email,
    leadsEndpoint,
  }) => {
    // The site unreachable: the e-mail service carries the message to the team, each field by its name.
    leadsEndpoint.goDown();
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('main')).toContainText('Pune, Maharashtra 411004');
    const form = page.getByRole('form', { name: 'Contact us' });
    const fields = form.locator('input, textarea');
    const names = await fields.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).name));
    const ids = await fields.evaluateAll((els) => els.map((el) => el.id));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const label of ['First Name', 'Last Name', 'Company Name'])
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    await expect(form.getByLabel(/Why are you registering/)).not.toHaveAttribute('required', '');

    await form.getByRole('button', { name: 'Submit' }).click();
    expect(
      await form.getByLabel('First Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    expect(email.calls).toHaveLength(0);

    await form.getByLabel('First Name').fill('Meera');
    await form.getByLabel('Last Name').fill('Joshi');
    await form.getByLabel('Company Name').fill('Deccan Foods');
    await form.getByLabel('Email').fill('meera@deccanfoods.example');
    await form.getByLabel(/Why are you registering/).fill('Corporate training for 12 analysts');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toContainText('Your message has reached our team');
    await expect(form.getByLabel('First Name')).toHaveValue('');
    expect(email.calls[0]!.json).toMatchObject({
      template_id: 'e2e-template-contact',
      template_params: {
        username: 'Meera',
        lastname: 'Joshi',
        companyname: 'Deccan Foods',
        phone: '',
        email: 'meera@deccanfoods.example',
        comment: 'Corporate training for 12 analysts',
      },
    });
    await expectNoAxeViolations(page);
  });

  test('failure (neither kept by the site nor e-mailed) says so and keeps what was typed', async ({
    page,
    email,
    leadsEndpoint,
  }) => {
    email.respondWith(503, 'unavailable');
    leadsEndpoint.goDown();
    await page.goto('/contactus');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('First Name').fill('Meera');
    await form.getByLabel('Last Name').fill('Joshi');
    await form.getByLabel('Company Name').fill('Deccan Foods');
    await form.getByLabel('Phone').fill('98765 43210');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toContainText('could not be sent');
    await expect(form.getByLabel('Company Name')).toHaveValue('Deccan Foods');
  });
});

test.describe('/ourteam', () => {
  test('Get In Touch with the demo form: nothing required, alert on submit', async ({
    page,
    alerts,
    email,
  }) => {
    await page.goto('/ourteam');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch');
    await expect(page.getByRole('heading', { name: 'Book Your Session' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ask Your Doubts Away' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'BOOK A LIVE DEMO SESSION' })).toBeVisible();
    await expect(page.getByText('Register to attend free live session')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('411004');
    const form = page.getByRole('form', { name: 'Book a demo session' });
    await expect(form.locator('[required]')).toHaveCount(0);
    // Nothing is required, but the institute needs a way to reach the visitor.
    await form.getByRole('button', { name: 'Book Demo Session' }).click();
    await expect(form.getByLabel('Contact Number')).toHaveAccessibleDescription(
      'Please give us your email or your contact number, so we can confirm your session.',
    );
    expect(email.calls).toHaveLength(0);
    await form.getByLabel('Contact Number').fill('98765 43210');
    await form.getByRole('button', { name: 'Book Demo Session' }).click();
    await expect.poll(() => alerts).toEqual(['Form submitted successfully!']);
    // Kept by the site for the CMS: nothing by the e-mail service.
    expect(email.calls).toHaveLength(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('/signup', () => {
  test('shows the text Signup', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('main')).toHaveText('Signup');
  });
});
