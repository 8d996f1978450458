import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { enquiryDialog, expect, expectNoAxeViolations, test } from './fixtures';
import { pdfText } from './pdf';

const PAGE = '/placementsstatistics';

/** Each [value, label] pair is one figure of a stat grid (a dt label with its dd value) in the scope. */
async function expectFigures(scope: Locator, figures: [value: string, label: string][]) {
  for (const [value, label] of figures) {
    const figure = scope.locator('dl > div').filter({ has: scope.page().getByText(label, { exact: true }) });
    await expect(figure).toHaveCount(1);
    await expect(figure.locator('dd')).toHaveText(value);
  }
}

test.describe('/placementsstatistics', () => {
  test('hero with the claims and the hiring-partner banner, students, map, graphs and stats', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page).toHaveTitle(/Placement Statistics/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Placements That Speak for Themselves');
    await expectFigures(main, [
      ['500+', 'Hiring Partners'],
      ['96%', 'Placement Record'],
      ['4000+', 'Students Placed'],
      ['60%', 'Above Industry-Standard Salaries'],
    ]);
    await expect(main.getByRole('link', { name: 'Explore Course', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Download Placement Report' })).toBeVisible();

    const partners = main.getByRole('region', { name: '500+ Companies Hire Our Learners' });
    await expect(partners.getByRole('img')).toHaveCount(21); // the loop's second copy is hidden
    await expect(partners.getByRole('button', { name: 'Pause hiring partner logos' })).toBeVisible();

    const students = main.getByRole('region', { name: 'The Faces Behind the Numbers' });
    await expect(students.getByRole('img')).toHaveCount(12);

    const map = main.getByRole('region', { name: 'Where Our Alumni Work' });
    await expect(map.getByRole('listitem')).toHaveCount(8);
    await expect(map.getByRole('listitem').first()).toHaveText(/Pune\s*34%/);
    await expect(map.getByRole('figure')).toContainText('Share of our alumni by city: Pune 34%');

    const graphs = main.getByRole('region', { name: 'Placements in Numbers' });
    const impact = graphs.getByRole('figure', { name: 'Learners Placed Each Year' });
    const impactChart = impact.getByRole('img', { name: 'Learners Placed Each Year' });
    await expect(impactChart).toHaveAccessibleDescription(
      'Learners placed each year rose from 180 in 2019 to 960 in 2025, 4,100 in all.',
    );
    for (const number of ['180', '960', '2019', '2025']) {
      await expect(impactChart.locator('text').filter({ hasText: new RegExp(`^${number}$`) })).toHaveCount(1);
    }
    await expect(
      impact.getByRole('table', { name: 'Learners Placed Each Year' }).getByRole('row'),
    ).toHaveCount(8);
    await expect(impact.getByRole('row', { name: '2022 610' })).toHaveCount(1);

    const sectors = graphs.getByRole('figure', { name: 'Placements by Sector' });
    await expect(sectors.getByRole('img', { name: 'Placements by Sector' })).toHaveAccessibleDescription(
      /IT Services & Consulting hires the most of our learners, 34%/,
    );
    await expect(sectors.getByRole('table').getByRole('row')).toHaveCount(7);
    await expect(sectors.locator('svg text').filter({ hasText: 'Healthcare & Pharma' })).toHaveCount(1);

    await expectFigures(main.getByRole('region', { name: 'What Happens After the Course' }), [
      ['60%', 'of freshers placed with above-average packages'],
      ['40%', 'of learners with salary increases'],
      ['80%', 'placed within 180 days'],
      ['100%', 'placed within 20 weeks'],
    ]);
    const turnaround = main.getByRole('region', { name: 'How Fast Our Learners Get Hired' });
    await expect(turnaround.locator('dl > div')).toHaveCount(4);
    await expectFigures(turnaround, [
      ['Under 1 Week', 'for hiring partners to receive shortlisted profiles'],
    ]);
  });

  test('Explore Course downloads the syllabus and shows a dialog that closes', async ({ page }) => {
    await page.goto(PAGE);
    const explore = page.getByRole('main').getByRole('link', { name: 'Explore Course', exact: true });
    const downloadPromise = page.waitForEvent('download');
    await explore.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('MERN-Corporate-Training-Syllabus.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('MERN Stack Development');

    const dialog = page.getByRole('dialog', { name: 'Your syllabus is downloading' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View the MERN Stack course' })).toHaveAttribute(
      'href',
      '/mernstack',
    );
    await expect(enquiryDialog(page)).toBeHidden();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(explore).toBeFocused();

    // From the keyboard, and closed with Escape.
    const secondDownload = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await secondDownload;
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(explore).toBeFocused();
  });

  test('Download Placement Report downloads a PDF with the figures the page shows', async ({ page }) => {
    await page.goto(PAGE);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Placement Report' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Placement-Report.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('PLACEMENT REPORT');
    for (const claim of [
      '500+',
      'Hiring Partners',
      '96%',
      'Placement Record',
      '4000+',
      'Students Placed',
      'Above Industry-Standard Salaries',
      'of freshers placed with above-average packages',
      'of learners with salary increases',
      'placed within 180 days',
      'placed within 20 weeks',
    ]) {
      expect(text).toContain(claim);
    }
    // Every row of both graphs' tables, as the page shows it, is in the report.
    const rows = page.getByRole('region', { name: 'Placements in Numbers' }).locator('tbody tr');
    await expect(rows).toHaveCount(13);
    for (const row of await rows.all()) {
      const [label, value] = await row.locator('th, td').allTextContents();
      expect(text).toContain(label!);
      expect(text).toContain(value!);
    }
    for (const city of await page
      .getByRole('region', { name: 'Where Our Alumni Work' })
      .locator('li')
      .all()) {
      expect(text).toContain((await city.locator('span').first().textContent())!);
    }
  });

  test('closing block: explore courses leads to the featured courses; talk to admission team opens the popup', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const closing = page.getByRole('region', { name: 'Your Name Could Be on This Page Next' });
    await expect(closing.getByRole('link', { name: 'Explore Courses', exact: true })).toHaveAttribute(
      'href',
      '/#featured-courses',
    );
    await closing.getByRole('button', { name: 'Talk to Admission Team' }).click();
    await expect(enquiryDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(enquiryDialog(page)).toBeHidden();

    await closing.getByRole('link', { name: 'Explore Courses', exact: true }).click();
    await expect(page).toHaveURL(/\/#featured-courses$/);
    await expect(page.locator('#featured-courses')).toBeInViewport();
  });

  test('no accessibility violations', async ({ page }) => {
    await page.goto(PAGE);
    await expectNoAxeViolations(page);
  });
});
