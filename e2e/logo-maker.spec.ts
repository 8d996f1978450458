import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readCatalogue } from '../lib/icons/catalogue';
import { ICON_PAGE_SIZE, matchesQuery } from '../lib/icons/store';
import { enquiryDialog, expect, expectNoAxeViolations, test } from './fixtures';

// The catalogue the page fetches, read here to know what each page should hold.
const catalogue = readCatalogue(
  JSON.parse(readFileSync(join(process.cwd(), 'public/icons/catalogue.json'), 'utf8')),
);
const total = catalogue.icons.length;
const pages = Math.ceil(total / ICON_PAGE_SIZE);
const matching = (query: string) => catalogue.icons.filter((icon) => matchesQuery(icon, query));

function maker(page: Page) {
  const scope = page.locator('#logo-maker');
  const pager = scope.getByRole('navigation', { name: 'Icon pages' });
  return {
    icons: scope.getByRole('list', { name: 'Icons' }).getByRole('button'),
    status: scope.getByRole('status'),
    search: scope.getByRole('searchbox', { name: 'Search icons' }),
    brand: scope.getByRole('textbox', { name: 'Brand name' }),
    previous: pager.getByRole('button', { name: 'Previous' }),
    next: pager.getByRole('button', { name: 'Next' }),
    pageNumber: pager.getByText(/^Page \d+ of \d+$/),
    preview: scope.getByRole('img', { name: /^Logo preview/ }),
  };
}

async function openMaker(page: Page) {
  const catalogueResponse = page.waitForResponse((response) =>
    response.url().endsWith('/icons/catalogue.json'),
  );
  await page.goto('/logo');
  expect((await catalogueResponse).status()).toBe(200);
  const ui = maker(page);
  await expect(ui.icons).toHaveCount(ICON_PAGE_SIZE);
  return ui;
}

test.describe('/logo, the logo maker', () => {
  test('pages through the catalogue 12 icons at a time, never before the first or past the last page', async ({
    page,
  }) => {
    const ui = await openMaker(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design Your Logo');
    await expect(ui.status).toHaveText(`${total} icons`);
    await expect(ui.pageNumber).toHaveText(`Page 1 of ${pages}`);
    await expect(ui.icons).toHaveText(catalogue.icons.slice(0, ICON_PAGE_SIZE).map((icon) => icon.label));
    // Each icon is drawn as SVG shapes.
    expect(await ui.icons.first().locator('svg > *').count()).toBeGreaterThan(0);

    await expect(ui.previous).toBeDisabled();
    await ui.previous.click({ force: true });
    await expect(ui.pageNumber).toHaveText(`Page 1 of ${pages}`);
    await expect(ui.icons.first()).toHaveText(catalogue.icons[0]!.label);

    await ui.next.click();
    await expect(ui.pageNumber).toHaveText(`Page 2 of ${pages}`);
    await expect(ui.icons.first()).toHaveText(catalogue.icons[ICON_PAGE_SIZE]!.label);
    await expect(ui.previous).toBeEnabled();

    for (let visited = 2; visited < pages; visited++) await ui.next.click();
    await expect(ui.pageNumber).toHaveText(`Page ${pages} of ${pages}`);
    await expect(ui.next).toBeDisabled();
    await ui.next.click({ force: true });
    await expect(ui.pageNumber).toHaveText(`Page ${pages} of ${pages}`);
    await expect(ui.icons).toHaveCount(total - (pages - 1) * ICON_PAGE_SIZE);
    await expect(ui.icons.last()).toHaveText(catalogue.icons[total - 1]!.label);

    await ui.previous.click();
    await expect(ui.pageNumber).toHaveText(`Page ${pages - 1} of ${pages}`);
  });

  test('the filter narrows the icons and keeps the page valid; an empty result says so', async ({ page }) => {
    const ui = await openMaker(page);
    await ui.next.click();
    await ui.next.click();
    await expect(ui.pageNumber).toHaveText(`Page 3 of ${pages}`);

    const nature = matching('nature');
    expect(nature.length).toBeGreaterThan(0);
    const naturePages = Math.ceil(nature.length / ICON_PAGE_SIZE);
    const naturePage = Math.min(3, naturePages);
    await ui.search.fill('nature');
    await expect(ui.status).toHaveText(`${nature.length} icons`);
    await expect(ui.pageNumber).toHaveText(`Page ${naturePage} of ${naturePages}`);
    await expect(ui.icons).toHaveText(
      nature.slice((naturePage - 1) * ICON_PAGE_SIZE, naturePage * ICON_PAGE_SIZE).map((icon) => icon.label),
    );

    const rocket = matching('rocket');
    await ui.search.fill('rocket');
    await expect(ui.status).toHaveText(`${rocket.length} ${rocket.length === 1 ? 'icon' : 'icons'}`);
    await expect(ui.pageNumber).toHaveText('Page 1 of 1');
    await expect(ui.icons.filter({ hasText: 'Rocket' })).toHaveCount(1);
    await expect(ui.previous).toBeDisabled();
    await expect(ui.next).toBeDisabled();

    await ui.search.fill('zzzz');
    await expect(ui.status).toContainText('No icons match your search');
    await expect(ui.icons).toHaveCount(0);
    await expect(ui.pageNumber).toHaveText('Page 1 of 1');
    await expect(ui.next).toBeDisabled();
    await expectNoAxeViolations(page);

    await ui.search.fill('');
    await expect(ui.status).toHaveText(`${total} icons`);
    await expect(ui.pageNumber).toHaveText(`Page 1 of ${pages}`);
  });

  test('brand name, icon and colour make the preview; Request This Logo opens the Enquiry Form', async ({
    page,
  }) => {
    const ui = await openMaker(page);
    await expect(page.getByText('Pick an icon to see your logo.')).toBeVisible();
    await ui.brand.fill('Chai Point');
    await expect(ui.preview).toContainText('Chai Point');

    await ui.search.fill('coffee');
    const coffee = ui.icons.filter({ hasText: /^Coffee$/ });
    await coffee.click();
    await expect(coffee).toHaveAttribute('aria-pressed', 'true');
    await expect(ui.preview).toHaveAccessibleName(
      'Logo preview: Chai Point logo with the Coffee icon in Royal Blue',
    );
    await expect(ui.preview.locator('svg > *').first()).toBeAttached();
    await expect(page.getByText('Pick an icon to see your logo.')).toBeHidden();

    await page.locator('#logo-maker').getByRole('radio', { name: 'Forest Green' }).check();
    await expect(ui.preview).toHaveAccessibleName(/in Forest Green$/);

    // The picked icon stays in the preview while the visitor searches on.
    await ui.search.fill('rocket');
    await expect(ui.preview).toHaveAccessibleName(/with the Coffee icon/);

    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Request This Logo' }).click();
    await expect(enquiryDialog(page)).toBeVisible();
  });
});
