/**
 * The confirmation page (/privacy/your-data/confirm, where the verification e-mail's link lands) and the
 * e-mail itself say what the request is before the person confirms it: erasing everything must not be
 * confirmed by someone who took it for something else, and someone asking to erase another person's data
 * is found out by the owner. Against the bundled CMS: each request is made on the rights page, its e-mail
 * taken by the local SMTP sink (scripts/smtp-sink.mjs) the CMS sends through, its link opened, and the page
 * asks the CMS (through the site's lookup) what the code's request is.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { smtpSink, type SunkMail } from '../scripts/smtp-sink.mjs';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe.configure({ timeout: 60_000 });

const sink = smtpSink(Number(process.env.E2E_SMTP_PORT ?? 4336));
test.beforeAll(() => sink.start());
test.afterAll(() => sink.stop());

const kinds = {
  erasure: {
    label: 'Erase my details',
    said: 'You asked us to erase all your enquiries.',
    subject: 'Confirm your request to erase all your enquiries',
  },
  access: {
    label: 'Show me the personal data you hold about me',
    said: 'You asked us to send you a copy of the personal data we hold about you.',
    subject: 'Confirm your request to send you a copy of the personal data we hold about you',
  },
  correction: {
    label: 'Correct my details',
    said: 'You asked us to correct your details.',
    subject: 'Confirm your request to correct your details',
  },
  withdrawal: {
    label: 'Withdraw my consent: stop using my details and stop contacting me',
    said: 'You asked us to stop using your details and stop contacting you.',
    subject: 'Confirm your request to stop using your details and stop contacting you',
  },
} as const;

/** Every confirmation the page sends: none may leave before the person presses the button. */
function watchConfirmations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/data-requests/confirm')) sent.push(request.postData() ?? '');
  });
  return sent;
}

/** A request made on the rights page, from a client address of its own (the page's limits are per client). */
async function ask(page: Page, label: string, email: string, client: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
  await page.goto('/privacy/your-data');
  const form = page.getByRole('form', { name: 'Data request' });
  await form.getByLabel(label).check();
  await form.getByLabel('The e-mail address or phone number you gave us').fill(email);
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByRole('status')).toContainText('We have sent a link to that e-mail address');
}

async function mailTo(address: string): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(() => (found = sink.mails.find((mail) => mail.to.includes(address))) !== undefined)
    .toBe(true);
  return found!;
}

const linkIn = (mail: SunkMail) => /https?:\/\/\S+#code=[0-9A-Z-]+/.exec(mail.text)?.[0] ?? '';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('the e-mail and the confirmation page say what the request is before the person confirms', () => {
  let client = 0;
  for (const [kind, words] of Object.entries(kinds)) {
    test(`${kind}: named in the e-mail and on the page, nothing confirmed by opening the link`, async ({
      page,
    }) => {
      const email = `confirm-${kind}-${unique()}@e2e.example`;
      await ask(page, words.label, email, `10.79.${(client += 1)}.1`);
      const mail = await mailTo(email);
      expect(mail.subject).toBe(words.subject);
      expect(mail.text).toContain(words.said);
      expect(mail.text).toContain('If you did not ask for this, do not confirm it');
      if (kind === 'erasure' || kind === 'access') {
        mkdirSync('test-results/admin-screens', { recursive: true });
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await page.setContent(mail.html);
          await page.screenshot({
            path: `test-results/admin-screens/email-verification-${kind}-${width}.png`,
            fullPage: true,
          });
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      const confirmations = watchConfirmations(page);
      const link = linkIn(mail);
      await page.goto(link);
      const card = page.getByRole('main').getByRole('form', { name: 'Confirm my request' });
      await expect(card.getByRole('status')).toContainText(words.said);
      await expect(card.getByRole('status')).toContainText(
        'If you did not ask for this, do not confirm it: nothing happens without your confirmation.',
      );
      if (kind === 'erasure') await expect(card).toContainText('This cannot be undone.');
      await expect(card.getByLabel('Code from the e-mail')).toHaveValue(
        new URL(link).hash.slice('#code='.length),
      );
      expect(confirmations).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('a code typed by hand is named once it is whole', async ({ page }) => {
    const email = `confirm-typed-${unique()}@e2e.example`;
    await ask(page, kinds.erasure.label, email, '10.79.20.1');
    const code = new URL(linkIn(await mailTo(email))).hash.slice('#code='.length);
    await page.goto('/privacy/your-data/confirm');
    const card = page.getByRole('main').getByRole('form', { name: 'Confirm my request' });
    await card.getByLabel('Code from the e-mail').pressSequentially(code.toLowerCase());
    await expect(card.getByRole('status')).toContainText(kinds.erasure.said);
  });

  test('looks right on a phone and a desktop (screenshots at 320, 375 and 1280 px)', async ({
    page,
  }, info) => {
    const email = `confirm-look-${unique()}@e2e.example`;
    await ask(page, kinds.erasure.label, email, '10.79.21.1');
    const link = linkIn(await mailTo(email));
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(link);
      const card = page.getByRole('main').getByRole('form', { name: 'Confirm my request' });
      await expect(card.getByRole('status')).toContainText(kinds.erasure.said);
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

test('a made-up code is never named, and confirming it says so', async ({ page }) => {
  await page.goto('/privacy/your-data/confirm#code=ABCD-EFGH-JKMN-PQRS');
  const card = page.getByRole('main').getByRole('form', { name: 'Confirm my request' });
  await expect(card.getByLabel('Code from the e-mail')).toHaveValue('ABCD-EFGH-JKMN-PQRS');
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
