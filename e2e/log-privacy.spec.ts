/**
 * No personal data in a log line: marked values go through every lead form and the blog's search, also
 * while things fail (the CMS down while a marked enquiry is sent and a marked search is made, a lead the
 * CMS refuses), and no log of the site or of the CMS holds a mark afterwards.
 *
 * The site's log is read from site servers this test starts itself on the e2e build, each with its output
 * in test-results/ (Playwright's own server does not hand its output to a test):
 * - `normal`: the CMS as every other test has it (through e2e/cms-hub.mjs);
 * - `down`: a CMS address where nothing answers, so leads wait in its outbox and the blog reports faults;
 * - `refused`: the real CMS behind a proxy that makes each lead break the CMS's own rules (a name and a
 *   page path longer than the collection allows), so Strapi itself refuses it with its validation error.
 * The CMS's log is test-results/cms.log, where the hub writes everything Strapi prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { courseInterestOptions } from '../lib/content/forms';
import { nextStartArgs } from '../deploy/node-serving.mjs';
import { waitForLead } from './cms';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const ROOT = path.join(__dirname, '..');
const LOG_DIR = path.join(ROOT, process.env.E2E_LOG_DIR ?? 'test-results');
const CMS_LOG = path.join(LOG_DIR, 'cms.log');
const HUB = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4337}`;
const BASE = Number(process.env.E2E_PORT ?? 4311);
/** Ports of this test's own servers, above the run's site port (nothing answers on `dead`). */
const PORTS = { normal: BASE + 61, down: BASE + 62, refused: BASE + 63, proxy: BASE + 64, dead: BASE + 69 };

/** The mark: letters and digits only, so it survives slugs (a CV's stored name) and case changes. */
const MARK = `privmark${Math.random().toString(36).slice(2, 8)}`;
/** A phone number no other test uses, the mark of the number fields. */
const DIGITS = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const PHONE = `${DIGITS.slice(0, 5)} ${DIGITS.slice(5)}`;

interface Site {
  name: keyof typeof PORTS;
  url: string;
  log: string;
  process: ChildProcess;
}

const sites: Site[] = [];
let refusingProxy: http.Server | undefined;

function startSite(name: 'normal' | 'down' | 'refused', blogApiUrl: string): Promise<Site> {
  const log = path.join(LOG_DIR, `site-${name}.log`);
  const out = createWriteStream(log);
  const leadsDir = path.join(ROOT, `.leads-e2e-privacy-${name}`);
  rmSync(leadsDir, { recursive: true, force: true });
  const child = spawn(process.execPath, nextStartArgs(ROOT, PORTS[name]), {
    cwd: ROOT,
    env: {
      ...process.env,
      BLOG_API_URL: blogApiUrl,
      LEADS_DIR: leadsDir,
      REDIS_URL: '',
      LEADS_REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const site: Site = { name, url: `http://127.0.0.1:${PORTS[name]}`, log, process: child };
  sites.push(site);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () =>
      fetch(site.url, { method: 'HEAD' })
        .then(() => resolve(site))
        .catch(() =>
          Date.now() - started > 30_000 ? reject(new Error(`${name} did not start`)) : setTimeout(poll, 200),
        );
    poll();
  });
}

/**
 * The real CMS (through the hub), except that each lead's name and page path are made longer than the
 * lead collection takes, with the mark in them: Strapi refuses the lead with its own validation error
 * ("2 errors occurred"), which quotes the values.
 */
function startRefusingProxy(): Promise<void> {
  refusingProxy = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.method === 'POST' && request.url?.startsWith('/api/leads')) {
        const lead = JSON.parse(body.toString()) as { data: Record<string, unknown> };
        if (lead.data.form) {
          lead.data.name = `${MARK} `.repeat(30);
          lead.data.page = `/${MARK}`.repeat(40);
        }
        body = Buffer.from(JSON.stringify(lead));
      }
      const upstream = http.request(
        `${HUB}${request.url}`,
        {
          method: request.method,
          headers: { ...request.headers, host: new URL(HUB).host, 'content-length': String(body.length) },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      upstream.end(body);
    });
  });
  return new Promise((resolve) => refusingProxy!.listen(PORTS.proxy, '127.0.0.1', resolve));
}

test.beforeAll(async () => {
  mkdirSync(LOG_DIR, { recursive: true });
  await startRefusingProxy();
  await Promise.all([
    startSite('normal', HUB),
    startSite('down', `http://127.0.0.1:${PORTS.dead}`),
    startSite('refused', `http://127.0.0.1:${PORTS.proxy}`),
  ]);
});

test.afterAll(async () => {
  for (const site of sites) {
    site.process.kill('SIGTERM');
    rmSync(path.join(ROOT, `.leads-e2e-privacy-${site.name}`), { recursive: true, force: true });
  }
  await new Promise((resolve) => (refusingProxy ? refusingProxy.close(resolve) : resolve(undefined)));
});

const PDF = Buffer.from(`%PDF-1.4\n% the resume of ${MARK}\n%%EOF\n`);

/** Every lead form, its fields carrying the mark wherever a field takes text. */
function markedForms(): { form: string; fields: Record<string, string> }[] {
  const email = (label: string) => `${MARK}-${label}@e2e.example`;
  return [
    {
      form: 'enquiry',
      fields: { name: `Asha ${MARK}`, phone: PHONE, email: email('enq'), city: `Pune ${MARK}` },
    },
    {
      form: 'contact',
      fields: {
        username: `Ravi ${MARK}`,
        lastname: MARK,
        companyname: `Acme ${MARK}`,
        comment: `Call me ${MARK}`,
        phone: PHONE,
        email: email('contact'),
      },
    },
    {
      form: 'demo-landing',
      fields: {
        fullName: `Asha ${MARK}`,
        email: email('landing'),
        courseInterest: courseInterestOptions[0]!,
        contactNumber: PHONE,
      },
    },
    {
      form: 'demo-course',
      fields: { fullName: `Asha ${MARK}`, email: email('course'), contactNumber: PHONE, terms: 'on' },
    },
    {
      form: 'demo-contact',
      fields: { fullName: `Asha ${MARK}`, email: email('democontact'), contactNumber: PHONE },
    },
    {
      form: 'demo-call',
      fields: {
        name: `Meera ${MARK}`,
        workEmail: email('call'),
        phoneNumber: PHONE,
        companyName: `Globex ${MARK}`,
        designation: `HR ${MARK}`,
      },
    },
  ];
}

let client = 0;

async function send(request: APIRequestContext, site: Site, form: string, fields: Record<string, string>) {
  const body = new FormData();
  const all = {
    _form: form,
    _submission: crypto.randomUUID(),
    _page: `/contactus`,
    _elapsed: '9000',
    website: '',
  };
  for (const [name, value] of Object.entries({ ...all, ...fields })) body.append(name, value);
  if (form === 'application') {
    body.append('resume', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `cv-${MARK}.pdf`);
  }
  return request.post(`${site.url}/api/leads`, {
    headers: {
      // Each submission its own client, so the per-client limit stays out of the way.
      'x-forwarded-for': `192.0.2.${++client}`,
      ...(form === 'application' ? { 'X-Lead-Form': 'application' } : {}),
    },
    multipart: body,
  });
}

const application = {
  firstname: `Kiran ${MARK}`,
  lastname: MARK,
  email: `${MARK}-apply@e2e.example`,
  gender: 'others',
  areacode: '+91',
  phone: PHONE,
  position: 'PYTHON DEVELOPER',
  startDate: '2027-01-04',
  address1: `12 ${MARK} Road`,
  message: `Cover letter ${MARK}`,
};

function logOf(site: Site): string {
  return readFileSync(site.log, 'utf8');
}

test('marked values through every form and the search, with faults, leave no mark in any log', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const [normal, down, refused] = sites as [Site, Site, Site];

  // Every form, to the site as it runs, the job application with a marked CV.
  for (const { form, fields } of [...markedForms(), { form: 'application', fields: application }]) {
    const answer = await send(request, normal, form, fields);
    // Kept in the CMS, or in the outbox while another test has the CMS's lead intake down.
    expect({ form, kept: [201, 202].includes(answer.status()) }).toEqual({ form, kept: true });
  }
  await waitForLead(request, `${MARK}-apply@e2e.example`);
  await waitForLead(request, `${MARK}-enq@e2e.example`);
  // Marked searches, answered by the CMS.
  expect((await request.get(`${normal.url}/blog/search?q=${MARK}`)).status()).toBe(200);
  expect((await request.get(`${normal.url}/blog/search?q=${MARK}+${DIGITS}&page=2`)).status()).toBeLessThan(
    500,
  );

  // The CMS down: a marked enquiry waits in the outbox, a marked search meets a fault.
  expect((await send(request, down, 'enquiry', markedForms()[0]!.fields)).status()).toBe(202);
  await request.get(`${down.url}/blog/search?q=${MARK}`);
  await expect.poll(() => logOf(down)).toContain('is kept for a later delivery');
  await expect.poll(() => logOf(down)).toContain('Error fetching blogs');

  // The CMS refuses the lead (its own validation error, quoting the value).
  expect((await send(request, refused, 'enquiry', markedForms()[0]!.fields)).status()).toBe(202);
  await expect.poll(() => logOf(refused)).toMatch(/is kept for a later delivery \(cms-400\)/);

  for (const [name, text] of [
    ...sites.map((site) => [`site (${site.name})`, logOf(site)] as const),
    ['CMS', readFileSync(CMS_LOG, 'utf8')] as const,
  ]) {
    const leaking = text
      .split('\n')
      .filter((line) => line.toLowerCase().includes(MARK) || line.replace(/\D/g, '').includes(DIGITS));
    expect(leaking, `${name} log lines with a visitor's value`).toEqual([]);
  }
});
