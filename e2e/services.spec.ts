import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('/web', () => {
  test('Wall of Love: a gallery of 10 described images', async ({ page }) => {
    await page.goto('/web');
    await expect(page).toHaveTitle(/Wall of Love/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wall of Love');
    const photos = page.locator('#wall-of-love').getByRole('img');
    await expect(photos).toHaveCount(10);
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('alt', /\w{3,}/);
    }
    await expect(photos.first()).toBeVisible();
    // The first photo is the page's largest paint on a phone: preloaded, never lazy.
    await expect(photos.first()).not.toHaveAttribute('loading', 'lazy');
    await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
    const nextSteps = page.getByRole('region', { name: 'Your Moment Could Be Next' });
    await expect(nextSteps.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
      'href',
      '/#featured-courses',
    );
    await expect(nextSteps.getByRole('button', { name: 'Talk to Admission Team' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('/logodesign', () => {
  test('showcase gallery, customize-your-logo block, Design Your Logo to /logo', async ({ page }) => {
    await page.goto('/logodesign');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Logo Design That Makes Your Brand Memorable',
    );
    const showcase = page.getByRole('region', { name: 'Logo Showcase' });
    await expect(showcase.getByRole('img')).toHaveCount(8);
    await expect(showcase.getByRole('heading', { level: 3 })).toHaveCount(8);
    await expect(showcase.getByRole('img', { name: 'Chai & Chapter logo' })).toBeVisible();

    const customize = page.getByRole('region', { name: 'Customize Your Logo' });
    await expect(customize.getByRole('listitem')).toHaveCount(4);
    for (const link of await page.getByRole('main').getByRole('link', { name: 'Design Your Logo' }).all()) {
      await expect(link).toHaveAttribute('href', '/logo');
    }
    await expectNoAxeViolations(page);
    await customize.getByRole('link', { name: 'Design Your Logo' }).click();
    await expect(page).toHaveURL(/\/logo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design Your Logo');
  });
});

test.describe('/websitedev', () => {
  test('eight web service cards and Contact Our Team', async ({ page }) => {
    await page.goto('/websitedev');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website Development Services');
    const services = page.getByRole('region', { name: 'Web Services for Every Stage of Your Business' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Custom Website Development',
      'E-commerce Development',
      'CMS Websites',
      'Landing Pages',
      'UI/UX Design',
      'Website Redesign',
      'SEO-Ready Builds',
      'Maintenance & Support',
    ]);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
      'href',
      '/ourteam',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('/androidios', () => {
  test('four numbered cards: Design, Develop, Research, Promotion', async ({ page }) => {
    await page.goto('/androidios');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Android & iOS App Development');
    const cards = page
      .getByRole('region', { name: 'From Idea to App Store in Four Steps' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const expected = [
      ['01', 'Design'],
      ['02', 'Develop'],
      ['03', 'Research'],
      ['04', 'Promotion'],
    ] as const;
    for (const [index, [number, title]] of expected.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(cards.nth(index)).toContainText(number);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('/itstaffing', () => {
  test('staffing copy, three featured cases and Contact Our Team to /ourteam', async ({ page }) => {
    await page.goto('/itstaffing');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('IT Staffing Solutions');
    await expect(main).toContainText('over 200 customers');
    await expect(main).toContainText('over 200,000 assignments');
    await expect(main).toContainText('three-month RPO');
    await expect(main).toContainText('10 to 15 screened profiles per day');
    const cases = main.getByRole('region', { name: 'How We Have Helped Companies Hire' });
    await expect(cases.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(cases.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);

    const contact = main.getByRole('link', { name: 'Contact Our Team' });
    await expect(contact).toHaveCount(1);
    await expect(contact).toHaveAttribute('href', '/ourteam');
    await contact.click();
    await expect(page).toHaveURL(/\/ourteam$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch');
  });
});
