/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'leads-notice-'));
const saved = { ...process.env };
Object.assign(process.env, { LEADS_DIR: dir, BLOG_API_URL: '', LEADS_API_TOKEN: '', REDIS_URL: '' });

import { cmsLead } from './cms-record';
import { enquiryNotice } from './notices/enquiry';
import { receiveLead } from './receive';
import { leadStore } from './store';
import { storedSubmissionId } from './submission-id.mjs';

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

let client = 0;

async function post(notice?: string) {
  const body = new FormData();
  const submissionId = crypto.randomUUID();
  body.set('_form', 'enquiry');
  body.set('_submission', submissionId);
  body.set('_page', '/');
  body.set('_elapsed', '8000');
  if (notice !== undefined) body.set('_notice', notice);
  for (const [name, value] of Object.entries({
    name: 'Asha',
    phone: '98765 43210',
    email: 'a@example.com',
    city: 'Pune',
  })) {
    body.set(name, value);
  }
  const answer = await receiveLead(
    new Request('http://site.test/api/leads', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': `198.51.100.${++client}` },
    }),
  );
  return { answer, kept: await leadStore().get(storedSubmissionId(submissionId)) };
}

describe('the notice version a lead carries', () => {
  it('is kept with the lead and goes to the CMS with it', async () => {
    const { answer, kept } = await post(enquiryNotice.version);
    expect(answer.status).toBe(201);
    expect(kept?.noticeVersion).toBe(enquiryNotice.version);
    expect(cmsLead(kept!).noticeVersion).toBe(enquiryNotice.version);
  });

  it('must be one the form has had: another form’s or a made-up one is refused, and nothing kept', async () => {
    for (const version of ['application-2026-11-27', 'enquiry-2099-01-01', '<b>']) {
      const { answer, kept } = await post(version);
      expect([version, answer.status, kept]).toEqual([version, 400, null]);
    }
  });

  it('may be missing (a page from before notices had versions): the lead is kept, its version empty', async () => {
    const { answer, kept } = await post();
    expect(answer.status).toBe(201);
    expect(cmsLead(kept!).noticeVersion).toBeNull();
  });
});
