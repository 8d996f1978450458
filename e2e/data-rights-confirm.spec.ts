/**
 * The confirmation page (/privacy/your-data/confirm, where the verification e-mail's link lands) says what the
 * request is before the person confirms it: erasing everything must not be confirmed by someone who took it
 * for something else.
 *
 * The page asks the site (POST /api/data-requests/lookup), which asks the CMS for the kind behind the code.
 * The bundled CMS has no lookup yet, so the first tests answer the site's lookup in the browser with the
 * kind, standing in for it; the last runs against the CMS as it is, where the page confirms as before.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const CODE = 'ABCD-EFGH-JKMN-PQRS';
const LOOKUP = '**/api/data-requests/lookup';

const kinds = {
  erasure: 'You asked us to erase all your enquiries.',
  access: 'You asked us to send you a copy of the personal data we hold about you.',
  correction: 'You asked us to correct your details.',
  withdrawal: 'You asked us to stop using your details and stop contacting you.',
} as const;

/** Every confirmation the page sends: none may leave before the person presses the button. */
function watchConfirmations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/data-requests/confirm')) sent.push(request.postData() ?? '');
  });
  return sent;
}

test.describe('the confirmation page says what the request is before the person confirms', () => {
  for (const [kind, said] of Object.entries(kinds)) {
    test(`${kind}: named from the link’s code, nothing confirmed by opening it`, async ({ page }) => {
      const looked: unknown[] = [];
      await page.route(LOOKUP, async (route) => {
        looked.push(route.request().postDataJSON());
        await route.fulfill({ json: { ok: true, kind } });
      });
      const confirmations = watchConfirmations(page);
      await page.goto(`/privacy/your-data/confirm#code=${CODE}`);
      const card = page.getByRole('main').getByRole('form', { name: 'Confirm my request' });
      await expect(card.getByRole('status')).toContainText(said);
      await expect(card.getByRole('status')).toContainText(
        'If you did not ask for this, do not confirm it: nothing happens without your confirmation.',
      );
      if (kind === 'erasure') await expect(card).toContainText('This cannot be undone.');
      await expect(card.getByLabel('Code from the e-mail')).toHaveValue(CODE);
      expect(looked).toEqual([{ code: CODE }]);
      expect(confirmations).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('a code typed by hand is named once it is whole', async ({ page }) => {
    await page.route(LOOKUP, (route) => route.fulfill({ json: { ok: true, kind: 'erasure' } }));
    await page.goto('/privacy/your-data/confirm');
    const card = page.getByRole('main').getByRole('form', { name: 'Confirm my request' });
    await card.getByLabel('Code from the e-mail').pressSequentially('abcd-efgh-jkmn-pqrs');
    await expect(card.getByRole('status')).toContainText(kinds.erasure);
  });

  test('looks right on a phone and a desktop (screenshots at 320, 375 and 1280 px)', async ({
    page,
  }, info) => {
    await page.route(LOOKUP, (route) => route.fulfill({ json: { ok: true, kind: 'erasure' } }));
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/privacy/your-data/confirm#code=${CODE}`);
      const card = page.getByRole('main').getByRole('form', { name: 'Confirm my request' });
      await expect(card.getByRole('status')).toContainText(kinds.erasure);
      // No horizontal scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`confirm-${width}.png`), fullPage: true });
      await page.goto('/privacy/your-data');
      await page.screenshot({ path: info.outputPath(`rights-${width}.png`), fullPage: true });
      await page.goto('/privacy#your-rights');
      await page.screenshot({ path: info.outputPath(`privacy-rights-${width}.png`) });
    }
  });
});

test('against the CMS as it is, a made-up code is never named and confirming it says so', async ({
  page,
}) => {
  await page.goto(`/privacy/your-data/confirm#code=${CODE}`);
  const card = page.getByRole('main').getByRole('form', { name: 'Confirm my request' });
  await expect(card.getByLabel('Code from the e-mail')).toHaveValue(CODE);
  await card.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(card.getByRole('alert')).toContainText('We found no request waiting for this code.');
  await expect(card.getByRole('status')).not.toContainText('You asked us to');
});

test('the privacy page and the rights page say that the team deletes alert e-mails already sent', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText(
    'The e-mails that already told our team of your forms (the alerts in its inboxes) are deleted by the team as part of the same erasure.',
  );
  await expect(page.getByRole('main')).toContainText(
    'Your browser keeps it for any later form you send, so that it too is credited to the campaign that brought you',
  );
  await page.goto('/privacy/your-data');
  await expect(page.getByRole('main')).toContainText(
    'our team deletes the alert e-mails it received about them',
  );
});
