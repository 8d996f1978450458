/**
 * Where a lead came from, in a real browser against the built site and the bundled CMS: the visitor's
 * browser remembers the first and the latest touch (campaign links, click ids, a search engine or social
 * site as referrer, the landing page), sends them with every enquiry of the next 30 days; the lead in the CMS
 * holds them in fields the admin filters by. A direct visit's lead holds none. Also the contact form's
 * phone and e-mail, at least one of them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, CMS_URL, leadDetail, waitForLead, type AdminLead } from './cms';
import { expect, expectNoAxeViolations, test } from './fixtures';

const TOUCHES_KEY = 'lead-touches';
const REPLY_MISSING = 'Please give us your phone number or your email, so we can reply to you.';

type TouchFields = Record<
  `${'first' | 'latest'}${
    | 'Source'
    | 'Medium'
    | 'Campaign'
    | 'Term'
    | 'Content'
    | 'Gclid'
    | 'Fbclid'
    | 'ReferrerHost'
    | 'ReferrerKind'
    | 'LandingPage'
    | 'TouchAt'}`,
  string | null
>;
type AttributedLead = AdminLead & TouchFields;

function contactFor(label: string) {
  const id = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return { email: `${id}@e2e.example`, name: `Visitor ${id}` };
}

/** What the visitor's browser remembers right now (null: nothing). */
async function remembered(page: Page) {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), TOUCHES_KEY);
  return raw ? (JSON.parse(raw) as { first: Record<string, string>; latest: Record<string, string> }) : null;
}

/** The touches once the page's recorder has run (it waits for the page to load and the browser to idle). */
async function rememberedOnceIdle(
  page: Page,
  check: (touches: Awaited<ReturnType<typeof remembered>>) => boolean,
) {
  await expect.poll(async () => check(await remembered(page)), { timeout: 10_000 }).toBe(true);
  return remembered(page);
}

/** The recorder has run on this page (scheduled after load and idle): a later check means something. */
async function recorderRan(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Queued after the recorder's own idle callback, and its chunk given time to load and run.
        requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 });
      }),
  );
}

async function sendContactForm(page: Page, visitor: { email: string; name: string }, phone: string) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First Name').fill('Ravi');
  await form.getByLabel('Last Name').fill(visitor.name);
  await form.getByLabel('Company Name').fill('Acme Pvt Ltd');
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has reached our team');
}

/** The CMS's lead list, as the admin's Filters ask it, narrowed to one visitor. */
async function filteredLeads(request: APIRequestContext, email: string, filters: Record<string, string>) {
  const token = await adminToken(request);
  const query = new URLSearchParams({ page: '1', pageSize: '10', 'filters[$and][0][email][$eq]': email });
  Object.entries(filters).forEach(([field, value], index) =>
    query.set(`filters[$and][${index + 1}][${field}][$eq]`, value),
  );
  const response = await request.get(`${CMS_URL}/content-manager/collection-types/api::lead.lead?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { results: AttributedLead[] }).results;
}

test('a visitor from a search ad, then a social campaign, enquires: the lead holds the first and latest touch', async ({
  page,
  request,
  baseURL,
}) => {
  const visitor = contactFor('campaign');

  // Lands from a Google ad (a campaign link with its click id) on a course page.
  await page.goto(
    '/mernstack?utm_source=google&utm_medium=cpc&utm_campaign=mern-nov&utm_term=mern+course+pune&utm_content=ad-2&gclid=Cj0KCQ-e2e_1&name=Asha',
    { referer: 'https://www.google.co.in/' },
  );
  const landed = await rememberedOnceIdle(page, (touches) => touches !== null);
  // The capture is none of the scripts the page's HTML loads: it comes once the page is idle.
  const html = await (await request.get('/mernstack?utm_source=google')).text();
  const scripts = [...new Set(html.match(/\/_next\/static\/[^"'\s]+\.js/g))];
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(await (await request.get(script)).text()).not.toContain(TOUCHES_KEY);
  expect(landed?.first).toMatchObject({
    source: 'google',
    referrerHost: 'www.google.co.in',
    landingPage: '/mernstack',
  });
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.value).join(' ')).not.toContain('google');

  // Reads other pages: a link within the site, a page opened directly, one with the site as referrer.
  await page.getByRole('contentinfo').locator('a[href="/aboutus"]').first().click();
  await expect(page).toHaveURL(/\/aboutus$/);
  await page.goto('/blog');
  await recorderRan(page);
  await page.goto('/datascience', { referer: `${baseURL}/mernstack` });
  await recorderRan(page);
  expect(await remembered(page)).toEqual(landed);

  // Comes back from a social campaign, then enquires.
  await page.goto(
    '/contactus?utm_source=facebook&utm_medium=social&utm_campaign=dec-batch&fbclid=IwAR_e2e-2',
    {
      referer: 'https://l.facebook.com/',
    },
  );
  const returned = await rememberedOnceIdle(page, (touches) => touches?.latest.source === 'facebook');
  expect(returned?.first).toEqual(landed?.first);
  await sendContactForm(page, visitor, '98765 10021');

  const lead = (await leadDetail(
    request,
    (await waitForLead(request, visitor.email)).documentId,
  )) as AttributedLead;
  expect(lead).toMatchObject({
    form: 'Contact',
    page: '/contactus',
    firstSource: 'google',
    firstMedium: 'cpc',
    firstCampaign: 'mern-nov',
    firstTerm: 'mern course pune',
    firstContent: 'ad-2',
    firstGclid: 'Cj0KCQ-e2e_1',
    firstFbclid: null,
    firstReferrerHost: 'www.google.co.in',
    firstReferrerKind: 'Search engine',
    firstLandingPage: '/mernstack',
    latestSource: 'facebook',
    latestMedium: 'social',
    latestCampaign: 'dec-batch',
    latestTerm: null,
    latestContent: null,
    latestGclid: null,
    latestFbclid: 'IwAR_e2e-2',
    latestReferrerHost: 'l.facebook.com',
    latestReferrerKind: 'Social',
    latestLandingPage: '/contactus',
  });
  expect(Date.parse(lead.firstTouchAt!)).toBeLessThan(Date.parse(lead.latestTouchAt!));
  // Nothing of the landing address beyond its path and the campaign: the name in it is not kept.
  expect(JSON.stringify(lead)).not.toContain('Asha');

  // The admin's filters find it by its source, its kind of referrer, its (private) click id.
  expect(
    await filteredLeads(request, visitor.email, {
      firstSource: 'google',
      latestReferrerKind: 'Social',
      firstGclid: 'Cj0KCQ-e2e_1',
      latestLandingPage: '/contactus',
    }),
  ).toHaveLength(1);
  expect(await filteredLeads(request, visitor.email, { firstSource: 'facebook' })).toHaveLength(0);
  // … and shows them, labelled, in the lead's page.
  const configuration = await request.get(
    `${CMS_URL}/content-manager/content-types/api::lead.lead/configuration`,
    {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    },
  );
  const { data } = (await configuration.json()) as {
    data: {
      contentType: {
        layouts: { edit: { name: string }[][] };
        metadatas: Record<string, { edit: { label: string; editable: boolean } }>;
      };
    };
  };
  const shown = data.contentType.layouts.edit.flat().map((field) => field.name);
  expect(shown).toEqual(
    expect.arrayContaining(['firstSource', 'firstGclid', 'latestReferrerKind', 'latestTouchAt']),
  );
  expect(data.contentType.metadatas.firstSource?.edit).toMatchObject({
    label: 'First touch: source',
    editable: false,
  });

  // Kept, and still remembered: the visitor comes back directly a while later and enquires again, and the
  // second lead carries the same campaign (its 30 days have not ended).
  expect(await remembered(page)).toEqual(returned);
  const again = contactFor('returning');
  await page.goto('/contactus');
  await recorderRan(page);
  await sendContactForm(page, again, '98765 10021');
  const second = (await leadDetail(
    request,
    (await waitForLead(request, again.email)).documentId,
  )) as AttributedLead;
  expect(second).toMatchObject({
    firstSource: 'google',
    firstCampaign: 'mern-nov',
    firstGclid: 'Cj0KCQ-e2e_1',
    latestSource: 'facebook',
    latestCampaign: 'dec-batch',
  });
});

test('a direct visit’s lead holds no touch; the contact form asks for a phone or an e-mail', async ({
  page,
  request,
  baseURL,
}) => {
  const visitor = contactFor('direct');
  await page.goto('/');
  await recorderRan(page);
  await page.goto('/contactus', { referer: `${baseURL}/` });
  await recorderRan(page);
  expect(await remembered(page)).toBeNull();

  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First Name').fill('Ravi');
  await form.getByLabel('Last Name').fill(visitor.name);
  await form.getByLabel('Company Name').fill('Acme Pvt Ltd');
  await form.getByRole('button', { name: 'Submit' }).click();
  const group = form.getByRole('group', { name: 'How can we reply?' });
  await expect(group.getByRole('alert')).toHaveText(REPLY_MISSING);
  await expect(form.getByLabel('Phone')).toBeFocused();
  for (const name of ['Phone', 'Email']) {
    await expect(form.getByLabel(name)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(name)).toHaveAccessibleDescription(
      `A phone number, an email address or both. ${REPLY_MISSING}`,
    );
  }
  await expectNoAxeViolations(page);

  await form.getByLabel('Email').fill(visitor.email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has reached our team');
  const lead = (await leadDetail(
    request,
    (await waitForLead(request, visitor.email)).documentId,
  )) as AttributedLead;
  expect(lead).toMatchObject({ form: 'Contact', email: visitor.email, page: '/contactus' });
  expect(lead.phone ?? '').toBe('');
  for (const prefix of ['first', 'latest'] as const) {
    for (const field of [
      'Source',
      'Gclid',
      'Fbclid',
      'ReferrerHost',
      'ReferrerKind',
      'LandingPage',
      'TouchAt',
    ] as const)
      expect(lead[`${prefix}${field}`], `${prefix}${field}`).toBeNull();
  }
});
