import { readFile } from 'node:fs/promises';
import { enquiryDialog, expect, expectNoAxeViolations, test } from './fixtures';
import { pdfText } from './pdf';

const routes = [
  {
    path: '/mernstack',
    title: 'MERN Stack Development',
    claim: '400+ Students Enrolled',
    keywords: [
      'HTML5',
      'CSS3',
      'React.js',
      'Node.js',
      'Express.js',
      'JWT',
      'MongoDB',
      'Compass',
      'MySQL',
      'Postman',
      'Render',
      'Vercel',
      'Git',
    ],
    pdf: 'mernstack-syllabus.pdf',
  },
  {
    path: '/CoursesMain',
    title: 'MERN Stack Development',
    claim: '400+ Students Enrolled',
    keywords: ['HTML5', 'React.js', 'Node.js', 'MongoDB', 'MySQL'],
    pdf: 'mernstack-syllabus.pdf',
  },
  {
    path: '/pythonfullstack',
    title: 'Python Full Stack Development',
    claim: '500+ Students Enrolled',
    keywords: ['Bootstrap', 'JavaScript', 'React', 'Django', 'Flask', 'SQL', 'MongoDB'],
    pdf: 'pythonfullstack-syllabus.pdf',
  },
  {
    path: '/datascience',
    title: 'Data Science',
    claim: '700+ Students Enrolled',
    keywords: [
      'Jupyter',
      'Anaconda',
      'NumPy',
      'Pandas',
      'Matplotlib',
      'Seaborn',
      'Scikit-Learn',
      'NLP',
      'Time Series',
    ],
    pdf: 'datascience-syllabus.pdf',
  },
  {
    path: '/dataanalyst',
    title: 'Data Analyst',
    claim: 'Students Enrolled',
    keywords: ['Excel', 'SQL', 'Power BI', 'Tableau', 'Google Data Studio', 'churn', 'funnel', 'sales'],
    pdf: 'dataanalyst-syllabus.pdf',
  },
];

for (const route of routes) {
  test.describe(`course page ${route.path}`, () => {
    test('hero, info strip, credentials, highlights and curriculum', async ({ page }) => {
      await page.goto(route.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.title);
      for (const text of [
        'Duration',
        '6 Months',
        'Eligibility',
        'Graduations & Professionals',
        'Learning Mode',
        'Online/Offline',
        'Next Batch',
      ]) {
        await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
      }
      const credentials = main.getByRole('region', { name: 'Program Core Credentials' });
      await expect(credentials.getByRole('listitem')).toHaveCount(5);
      await expect(credentials).toContainText(route.claim);
      await expect(main.getByRole('heading', { name: 'Mock Interviews' })).toBeVisible();
      await expect(main.getByText(/10\+ years of industry experience/).first()).toBeVisible();
      await expect(main.getByRole('region', { name: /^About the/ }).locator('p')).toHaveCount(5);
      const highlights = main.getByRole('region', { name: 'Program Highlights' });
      await expect(highlights.getByRole('heading', { level: 3 })).toHaveText([
        'Industry Expert Trainers',
        'Training Lab',
        'Hands-on Projects',
        'Live Server & 24x7 Support',
        'Mock Interview & Resume Preparation',
        '100% Placement Assistance',
      ]);
      const curriculum = main.locator('#curriculum');
      for (const keyword of route.keywords) await expect(curriculum).toContainText(keyword);
      const reviews = main.getByRole('region', { name: 'Student Feedback' });
      await expect(reviews.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(5);
      await expect(reviews.getByRole('link', { name: /Read all reviews/ })).toHaveAttribute(
        'target',
        '_blank',
      );
    });

    test('JOIN NOW opens the popup; DOWNLOAD SYLLABUS downloads the course PDF', async ({ page }) => {
      await page.goto(route.path);
      await page.getByRole('button', { name: 'JOIN NOW' }).click();
      await expect(enquiryDialog(page)).toBeVisible();
      await page.keyboard.press('Escape');

      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('link', { name: 'DOWNLOAD SYLLABUS' }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(route.pdf);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes).replace(/\s+/g, ' ');
      expect(text).toContain(route.title);
      // Every module of the page's curriculum is in the PDF.
      const modules = await page.locator('#curriculum summary').allTextContents();
      expect(modules.length).toBeGreaterThanOrEqual(6);
      for (const title of modules) expect(text).toContain(title);
    });

    test('FAQ: the first is open and opening another closes it', async ({ page }) => {
      await page.goto(route.path);
      const items = page.locator('#faq details');
      await expect(items).toHaveCount(9);
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await items.nth(2).locator('summary').click();
      await expect(items.nth(2)).toHaveAttribute('open', '');
      await expect(items.nth(0)).not.toHaveAttribute('open');
      await expect(page.locator('#faq details[open]')).toHaveCount(1);
      await expect(items.nth(2)).toContainText('recommended but not mandatory');
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('course page forms', () => {
  test('certification: all three required; two toasts; selects reset', async ({ page, email }) => {
    await page.goto('/datascience');
    const form = page.getByRole('form', { name: 'Exams and Certifications' });
    const certify = form.getByLabel('Certify Your Skills');
    await expect(certify.locator('option')).toHaveText([
      'Select an option',
      'Industry Recognized Certification',
      'Technical Skill Validation',
      'Professional Growth',
    ]);
    await expect(form.getByLabel('Stand Out From The Crowd').locator('option')).toHaveText([
      'Select an option',
      'Better Job Opportunities',
      'Higher Credibility',
      'Skill Showcase',
    ]);
    await expect(form.getByLabel('Upskill Your Career').locator('option')).toHaveText([
      'Select an option',
      'Expand Knowledge',
      'Stay Competitive',
      'Career Growth',
    ]);

    await form.getByRole('button', { name: 'GET CERTIFICATION' }).click();
    expect(await certify.evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
    await certify.selectOption('Technical Skill Validation');
    await form.getByLabel('Stand Out From The Crowd').selectOption('Higher Credibility');
    await form.getByRole('button', { name: 'GET CERTIFICATION' }).click();
    expect(
      await form
        .getByLabel('Upskill Your Career')
        .evaluate((el: HTMLSelectElement) => el.validity.valueMissing),
    ).toBe(true);
    expect(email.calls).toHaveLength(0);
    await form.getByLabel('Upskill Your Career').selectOption('Career Growth');
    await form.getByRole('button', { name: 'GET CERTIFICATION' }).click();

    const success = page.getByRole('alert').filter({ hasText: /^Success/ });
    const notification = page.getByRole('alert').filter({ hasText: /^Notification/ });
    await expect(success).toBeVisible();
    await expect(notification).toContainText('Your inquiry has been submitted successfully!');
    await expect(certify).toHaveValue('');
    await expect(form.getByLabel('Upskill Your Career')).toHaveValue('');
    expect(email.calls[0]!.json).toMatchObject({
      template_id: 'e2e-template-certification',
      template_params: {
        certify: 'Technical Skill Validation',
        standOut: 'Higher Credibility',
        upskill: 'Career Growth',
      },
    });
    await expect(success).toBeHidden({ timeout: 8000 });
    await expect(notification).toBeHidden({ timeout: 8000 });
  });

  test('ENROLL NOW opens the popup', async ({ page }) => {
    await page.goto('/pythonfullstack');
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();
    await expect(enquiryDialog(page)).toBeVisible();
  });

  test('demo form: only the terms checkbox is required; toast at the top centre', async ({ page, email }) => {
    await page.goto('/mernstack');
    const form = page.getByRole('form', { name: 'Book a demo session' });
    await expect(form.getByLabel('Course Interest')).toHaveValue('MERN Stack Development');
    const terms = form.getByRole('checkbox');
    await expect(
      form.getByText(
        "By continuing, you confirm that you have read and agreed to the product's Terms and Privacy Policy.",
      ),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
    // The terms sentence's link, and the form's privacy notice's: both to the policy.
    const privacyLinks = form.getByRole('link', { name: 'Privacy Policy', exact: true });
    await expect(privacyLinks).toHaveCount(2);
    for (const link of await privacyLinks.all()) await expect(link).toHaveAttribute('href', '/privacy');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Full Name', 'Email', 'Contact Number'])
      await expect(form.getByLabel(label)).not.toHaveAttribute('required', '');

    await form.getByRole('button', { name: 'Book Demo Session' }).click();
    expect(await terms.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(email.calls).toHaveLength(0);
    await terms.check();
    // Nothing else is required, but the institute needs a way to reach the visitor.
    await form.getByRole('button', { name: 'Book Demo Session' }).click();
    await expect(form.getByLabel('Contact Number')).toHaveAccessibleDescription(
      'Please give us your email or your contact number, so we can confirm your session.',
    );
    expect(email.calls).toHaveLength(0);
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByRole('button', { name: 'Book Demo Session' }).click();
    await expect(page.locator('.Toastify__toast-container--top-center')).toContainText(
      'Your demo session is booked successfully!',
    );
    await expect(terms).not.toBeChecked();
    // Kept by the site for the CMS, the team's one copy: nothing by the e-mail service.
    expect(email.calls).toHaveLength(0);
  });

  test('the lower-case /coursesmain redirects to /CoursesMain', async ({ page }) => {
    const response = await page.goto('/coursesmain');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/CoursesMain$/);
  });
});
