import { sendEmail } from '@/lib/email';
import { recordPageLoad, TOUCHES_KEY } from '@/lib/attribution/browser';
import { installSiteDouble, type SiteDouble } from '@/components/forms/test-site';
import { contactLead } from './forms/contact';
import { submitLead } from './submit';

jest.mock('@/lib/email', () => ({ ...jest.requireActual('@/lib/email'), sendEmail: jest.fn() }));
const mockSendEmail = jest.mocked(sendEmail);

const NOW = Date.parse('2026-11-20T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function contactForm(): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries({
    username: 'Ravi',
    lastname: 'Kulkarni',
    companyname: 'Acme',
    phone: '98765 43210',
    email: '',
    comment: '',
  })) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

const send = (site: SiteDouble, now = NOW) =>
  submitLead(contactLead, contactForm(), crypto.randomUUID(), {
    elapsed: () => 60_000,
    page: '/contactus',
    touchMemory: { now: () => now },
  }).then((result) => ({ result, sent: site.submissions.at(-1)! }));

let site: SiteDouble;
beforeEach(() => {
  localStorage.clear();
  mockSendEmail.mockReset().mockResolvedValue();
  site = installSiteDouble();
  recordPageLoad({
    now: () => NOW - 3 * DAY,
    load: {
      url: 'http://localhost/mernstack?utm_source=google&utm_medium=cpc&gclid=abc123',
      referrer: 'https://www.google.com/',
    },
  });
  recordPageLoad({
    now: () => NOW - DAY,
    load: { url: 'http://localhost/contactus?utm_source=newsletter&utm_campaign=dec', referrer: '' },
  });
});
afterEach(() => jest.restoreAllMocks());

describe('a lead form’s touches', () => {
  it('go to the site with the form (not in the e-mail), and stay for the visitor’s later leads', async () => {
    const { result, sent } = await send(site);
    expect(result).toEqual({ outcome: 'arrived' });
    const touches = JSON.parse(String(sent.get('_touches')));
    expect(touches.first).toMatchObject({ source: 'google', gclid: 'abc123', landingPage: '/mernstack' });
    expect(touches.latest).toMatchObject({
      source: 'newsletter',
      campaign: 'dec',
      landingPage: '/contactus',
    });
    expect(JSON.stringify(mockSendEmail.mock.calls)).not.toContain('newsletter');
    expect(localStorage.getItem(TOUCHES_KEY)).not.toBeNull();

    // The returning visitor's next enquiry, a week later from a direct visit, carries the same campaign.
    const next = await send(site, NOW + 7 * DAY);
    expect(JSON.parse(String(next.sent.get('_touches')))).toEqual(touches);
    // Until the 30 days of the latest touch end.
    expect((await send(site, NOW - DAY + 30 * DAY)).sent.get('_touches')).toBeNull();
  });

  it('stay while the site has not kept the lead, even when the e-mail went', async () => {
    site.answer('unreachable');
    const { result } = await send(site);
    expect(result).toEqual({ outcome: 'arrived' });
    expect(localStorage.getItem(TOUCHES_KEY)).not.toBeNull();

    site.answer({ status: 429, body: { ok: false, reason: 'too-many', message: 'wait' } });
    await send(site);
    expect(localStorage.getItem(TOUCHES_KEY)).not.toBeNull();
  });

  it('are not sent once 30 days have passed', async () => {
    const { sent } = await send(site, NOW - 3 * DAY + 30 * DAY);
    // The first expired: the latest, still within its 30 days, is the earliest remembered.
    const touches = JSON.parse(String(sent.get('_touches')));
    expect(touches.first).toEqual(touches.latest);
    expect(touches.first.source).toBe('newsletter');

    localStorage.clear();
    recordPageLoad({
      now: () => NOW - 31 * DAY,
      load: { url: 'http://localhost/?utm_source=old', referrer: '' },
    });
    expect((await send(site)).sent.get('_touches')).toBeNull();
  });
});
