/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'leads-'));
const saved = { ...process.env };
// No CMS: the site keeps every lead itself, in this folder.
Object.assign(process.env, { LEADS_DIR: dir, BLOG_API_URL: '', LEADS_API_TOKEN: '', REDIS_URL: '' });

import { receiveLead, LEADS_PER_CLIENT, LEADS_SITE_WIDE } from './receive';
import { leadStore } from './store';
import { storedSubmissionId } from './submission-id.mjs';
import { refusalMessages } from './messages';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

let client = 0;
/** A new client address for each test, so the per-client limit of one does not reach the next. */
const nextClient = () => `203.0.113.${++client}`;

function submission(fields: Record<string, string | Blob>, { form = 'enquiry', from = nextClient() } = {}) {
  const body = new FormData();
  body.set('_form', form);
  body.set('_submission', crypto.randomUUID());
  body.set('_page', '/mernstack');
  body.set('_elapsed', '8000');
  body.set('website', '');
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return { body, from };
}

/**
 * The site-wide ceiling's clock: each submission comes two seconds after the last, so the ceiling (one a
 * second on average) stays out of the way of tests about something else.
 */
let clock = 1_000_000_000;

function post(
  { body, from }: { body: FormData; from: string },
  { now = (clock += 2000), headers = {} }: { now?: number; headers?: Record<string, string> } = {},
) {
  return receiveLead(
    new Request('http://site.test/api/leads', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': from, ...headers },
    }),
    now,
  );
}

/** What a PDF, a Word 97–2003 and a Word file look like to the check, in their first bytes. */
const PDF_BYTES = '%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF';
const DOC_BYTES = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(500),
  Buffer.from('WordDocument', 'utf16le'),
]);
const DOCX_BYTES = Buffer.concat([
  Buffer.from('PK\u0003\u0004'),
  Buffer.from('[Content_Types].xml word/document.xml'),
]);
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024)]);

const applicant = {
  firstname: 'Asha',
  lastname: 'Rao',
  email: 'asha@example.com',
  gender: 'female',
  areacode: '+91',
  phone: '9876543210',
  position: 'DATA SCIENTIST',
  startDate: '2027-01-04',
  address1: '12 FC Road',
};

function application(resumes: File[], from = nextClient()) {
  const sent = submission(applicant, { form: 'application', from });
  for (const resume of resumes) sent.body.append('resume', resume);
  return sent;
}

const withFile = { headers: { 'X-Lead-Form': 'application' } };

const enquiry = { name: 'Asha Rao', phone: '98765 43210', email: 'asha@example.com', city: 'Pune' };

describe('POST /api/leads without a CMS', () => {
  it("keeps a browser's lead under a hash of its submission id: the id admins can read cannot be sent back", async () => {
    const sent = submission(enquiry);
    await post(sent);
    const browserId = String(sent.body.get('_submission'));
    expect(await leadStore().get(browserId)).toBeNull();
    const kept = await leadStore().get(storedSubmissionId(browserId));
    expect(kept?.submissionId).toMatch(/^web-[0-9a-f]{64}$/);
    // Sending the stored id back as a submission is refused: it is not an id a browser makes.
    const replay = submission({ ...enquiry, name: 'Someone Else' });
    replay.body.set('_submission', kept!.submissionId);
    expect((await post(replay)).status).toBe(400);
  });

  it('keeps a good lead in the site’s store, durably, before answering 201', async () => {
    const sent = submission(enquiry);
    const answer = await post(sent);
    expect(answer).toEqual({ status: 201, answer: { ok: true, kept: 'site' } });
    const kept = await leadStore().get(storedSubmissionId(String(sent.body.get('_submission'))));
    expect(kept).toMatchObject({ form: 'enquiry', values: enquiry, page: '/mernstack', attempts: 0 });
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps a lead sent twice once', async () => {
    const sent = submission(enquiry);
    await post(sent);
    const before = await leadStore().size();
    await post({ ...sent, from: nextClient() });
    expect(await leadStore().size()).toBe(before);
  });

  it('refuses what the browser would have refused, field by field, and keeps nothing', async () => {
    const before = await leadStore().size();
    const answer = await post(submission({ ...enquiry, email: 'not-an-address', name: '' }));
    expect(answer).toEqual({
      status: 422,
      answer: {
        ok: false,
        reason: 'invalid',
        errors: {
          name: 'Please enter your name.',
          email: 'Please enter an e-mail address such as name@example.com.',
        },
      },
    });
    expect(await leadStore().size()).toBe(before);
  });

  it('refuses, politely, a filled spam trap and a submit faster than a person', async () => {
    const trapped = submission({ ...enquiry, website: 'http://spam.example' });
    const quick = submission(enquiry);
    quick.body.set('_elapsed', '900');
    for (const sent of [trapped, quick]) {
      expect(await post(sent)).toEqual({
        status: 422,
        answer: { ok: false, reason: 'refused', message: refusalMessages.refused },
      });
      expect(await leadStore().get(storedSubmissionId(String(sent.body.get('_submission'))))).toBeNull();
    }
  });

  it('refuses what is not a lead form’s submission at all', async () => {
    const unknown = submission(enquiry, { form: 'newsletter' });
    expect((await post(unknown)).status).toBe(400);
    const noId = submission(enquiry);
    noId.body.set('_submission', '../../etc/passwd');
    expect((await post(noId)).status).toBe(400);
    const json = await receiveLead(
      new Request('http://site.test/api/leads', {
        method: 'POST',
        body: JSON.stringify(enquiry),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      }),
    );
    expect(json.status).toBe(400);
  });

  it('refuses a body over its cap before reading it', async () => {
    const answer = await receiveLead(
      new Request('http://site.test/api/leads', {
        method: 'POST',
        body: 'x',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 * 1024),
          'x-forwarded-for': nextClient(),
        },
      }),
    );
    expect(answer).toEqual({
      status: 413,
      answer: { ok: false, reason: 'too-large', message: refusalMessages['too-large'] },
    });
    const longText = submission({ ...enquiry, city: 'x'.repeat(70 * 1024) });
    expect((await post(longText)).status).toBe(413);
  });

  it('keeps a CV only when its bytes are the PDF or Word file its name says, typed by its content', async () => {
    for (const [name, bytes, type] of [
      ['cv.pdf', PDF_BYTES, 'application/pdf'],
      ['cv.doc', DOC_BYTES, 'application/msword'],
      ['cv.docx', DOCX_BYTES, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const sent = application([new File([bytes], name, { type: 'application/octet-stream' })]);
      expect((await post(sent, withFile)).status).toBe(201);
      const kept = await leadStore().get(storedSubmissionId(String(sent.body.get('_submission'))));
      expect(kept?.cv).toMatchObject({ name, type });
    }
  });

  it('refuses what the probe stored: an .hta, an .html, an .exe, a PNG or a page named .pdf, a PDF named .docx', async () => {
    for (const [name, bytes] of [
      ['cv.hta', PDF_BYTES],
      ['cv.html', '<html><script>alert(1)</script>'],
      ['big.exe', EXE_BYTES],
      ['photo.pdf', PNG_BYTES],
      ['page.pdf', '<!doctype html><title>x</title>'],
      ['cv.docx', PDF_BYTES],
      ['macro.docx', Buffer.concat([DOCX_BYTES, Buffer.from(' word/vbaProject.bin')])],
      ['cv\u202efdp.hta', PDF_BYTES],
    ] as const) {
      const sent = application([new File([bytes], name, { type: 'application/pdf' })]);
      const answer = await post(sent, withFile);
      expect({ name, status: answer.status }).toEqual({ name, status: 422 });
      expect(answer.answer).toMatchObject({
        ok: false,
        reason: 'invalid',
        errors: { resume: expect.any(String) },
      });
      expect(await leadStore().get(storedSubmissionId(String(sent.body.get('_submission'))))).toBeNull();
    }
  });

  it('refuses a job application with two resume parts (one would be checked, the other kept)', async () => {
    const good = new File([PDF_BYTES], 'cv.pdf', { type: 'application/pdf' });
    const bad = new File(['<html><script>alert(1)</script>'], 'cv.hta', { type: 'application/hta' });
    for (const order of [
      [bad, good],
      [good, bad],
      [good, good],
    ]) {
      const sent = application(order);
      expect((await post(sent, withFile)).status).toBe(400);
      expect(await leadStore().get(storedSubmissionId(String(sent.body.get('_submission'))))).toBeNull();
    }
    // A file in a field that is not the form's file field, and two values of one text field.
    const stray = submission({ ...enquiry, city: new File([PDF_BYTES], 'cv.pdf') });
    expect((await post(stray)).status).toBe(400);
    const twice = submission(enquiry);
    twice.body.append('name', 'Someone Else');
    expect((await post(twice)).status).toBe(400);
  });

  it('keeps the CV’s name and the page path as plain text: no direction override, escape or markup', async () => {
    const sent = application([new File([PDF_BYTES], 'my\u202e\u200b\u001b[2Jcv\u0085.pdf')]);
    sent.body.set('_page', '/careers\u001b]8;;http://evil.example\u0007<script>');
    expect((await post(sent, withFile)).status).toBe(201);
    const kept = await leadStore().get(storedSubmissionId(String(sent.body.get('_submission'))));
    // A line break in a one-line text folds into a space, as in every single-line field.
    expect(kept?.cv?.name).toBe('my[2Jcv .pdf');
    expect(kept?.page).toBe('/');
    const plain = submission(enquiry);
    plain.body.set('_page', '/blog/7/react-hooks\u202e');
    await post(plain);
    expect((await leadStore().get(storedSubmissionId(String(plain.body.get('_submission')))))?.page).toBe(
      '/blog/7/react-hooks',
    );
  });

  it('caps each form’s body at its own size: the CV-sized cap only for the job application', async () => {
    const big = 'x'.repeat(200 * 1024);
    // An enquiry carrying a 200 KB file part, and one claiming to be the application in its header.
    const enquiryWithFile = submission(enquiry);
    enquiryWithFile.body.set('attachment', new File([big], 'a.pdf'));
    expect((await post(enquiryWithFile)).status).toBe(413);
    expect((await post(submission({ ...enquiry, notes: big }), withFile)).status).toBe(400);
    // The application without its header is held to a form's size; with it, a CV of 1.5 MB passes.
    const cv = new File([PDF_BYTES, 'x'.repeat(1.5 * 1024 * 1024)], 'cv.pdf');
    expect((await post(application([cv]))).status).toBe(413);
    expect((await post(application([cv]), withFile)).status).toBe(201);
  });

  it('counts one client however its address is written, and an IPv6 /64 as one client', async () => {
    const ways = [
      '198.51.100.9',
      '::ffff:198.51.100.9',
      '198.051.100.009',
      '[::FFFF:198.51.100.9]:443',
      '198.51.100.9:61000',
      '::ffff:c633:6409',
      '0:0:0:0:0:ffff:198.51.100.9',
    ];
    const statuses = [];
    for (const from of ways) statuses.push((await post(submission(enquiry, { from }))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const network = Array.from({ length: 7 }, (_, index) => `2001:DB8:aa:bb::${index + 1}`);
    const fromNetwork = [];
    for (const from of network) fromNetwork.push((await post(submission(enquiry, { from }))).status);
    expect(fromNetwork).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it(`lets one client send ${LEADS_PER_CLIENT.points} a minute, then refuses it; others go on`, async () => {
    const from = nextClient();
    const answers = [];
    for (let i = 0; i < LEADS_PER_CLIENT.points + 3; i++)
      answers.push(await post(submission(enquiry, { from })));
    expect(answers.slice(0, LEADS_PER_CLIENT.points).every((answer) => answer.status === 201)).toBe(true);
    for (const answer of answers.slice(LEADS_PER_CLIENT.points)) {
      expect(answer.status).toBe(429);
      expect(answer.answer).toEqual({ ok: false, reason: 'too-many', message: refusalMessages['too-many'] });
      expect(answer.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect((await post(submission(enquiry))).status).toBe(201);
  });

  it(`holds the whole site to ${LEADS_SITE_WIDE.points} leads a minute, whatever address each claims, with no edge to double it`, async () => {
    // One client rotating its address, one lead every 40 ms for 5 s across what was a window edge.
    const start = (clock += 120_000);
    let kept = 0;
    for (let at = start; at < start + 5000; at += 40) {
      const answer = await post(submission(enquiry), { now: at });
      if (answer.status === 201) kept += 1;
      else expect(answer.answer).toEqual({ ok: false, reason: 'busy', message: refusalMessages.busy });
    }
    // The probe kept 119 in 5 s: the bucket lets its burst and one a second through.
    expect(kept).toBeLessThanOrEqual(LEADS_SITE_WIDE.burst + 5);
    expect(kept).toBeGreaterThanOrEqual(LEADS_SITE_WIDE.burst);
  });
});
