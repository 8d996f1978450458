/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileLeadStore } from './store';

/** `npm run leads`: what the site keeps itself, listed for an operator of the embedded default. */
describe('npm run leads', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-list-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(process.cwd(), 'scripts', 'leads.mjs'), ...args], {
      env: { ...process.env, LEADS_DIR: dir },
      encoding: 'utf8',
    });

  it('lists every kept lead, oldest first, and as JSON lines', async () => {
    const store = fileLeadStore(dir);
    const base = { page: '/mernstack', attempts: 0, nextAttemptAt: 0 };
    await store.put({
      ...base,
      submissionId: '11111111-1111-4111-8111-111111111111',
      form: 'enquiry',
      values: { name: 'Asha Rao', phone: '98765 43210', email: 'asha@example.com', city: 'Pune' },
      receivedAt: '2026-11-24T10:00:00.000Z',
    });
    await store.put({
      ...base,
      submissionId: '22222222-2222-4222-8222-222222222222',
      form: 'contact',
      values: { username: 'Ravi', lastname: 'K', companyname: 'Acme', comment: 'line one\nline two' },
      receivedAt: '2026-11-23T10:00:00.000Z',
    });
    await store.put({
      ...base,
      submissionId: '33333333-3333-4333-8333-333333333333',
      form: 'enquiry',
      values: { name: 'Refused Person', phone: '98765 00000', email: 'r@example.com', city: 'Pune' },
      receivedAt: '2026-11-25T10:00:00.000Z',
      attempts: 3,
      refusals: 3,
      deadLetter: { reason: 'cms-400', at: '2026-11-25T10:01:00.000Z' },
    });

    const text = run();
    expect(text).toContain('3 leads in');
    // The dead letters first, said to be such, then the others oldest first.
    expect(text).toContain('Dead letters (1): the CMS kept refusing these');
    expect(text).toContain('  dead letter since 2026-11-25T10:01:00.000Z: cms-400');
    expect(text.indexOf('Refused Person')).toBeLessThan(text.indexOf('Waiting (2)'));
    expect(text.indexOf('  username: Ravi')).toBeLessThan(text.indexOf('  name: Asha Rao'));
    expect(text).toContain('2026-11-24T10:00:00.000Z  enquiry  from /mernstack');
    expect(text).toContain('  name: Asha Rao');
    expect(text).toContain('  comment: line one\n    line two');

    const lines = run('--json')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { form: string });
    expect(lines.map((lead) => lead.form)).toEqual(['contact', 'enquiry', 'enquiry']);

    // Tried again once the cause is fixed: due at once, no longer a dead letter.
    expect(run('--retry', '33333333-3333-4333-8333-333333333333')).toContain('will be tried again');
    expect(await store.due(Number.POSITIVE_INFINITY, 10)).toContain('33333333-3333-4333-8333-333333333333');
    expect((await store.get('33333333-3333-4333-8333-333333333333'))?.deadLetter).toBeUndefined();
  });

  it('never prints a raw terminal escape, C1 control or direction override from a lead', async () => {
    const store = fileLeadStore(dir);
    await store.put({
      page: '/x\u001b[2J',
      attempts: 0,
      nextAttemptAt: 0,
      submissionId: '33333333-3333-4333-8333-333333333333',
      form: 'enquiry',
      values: {
        name: 'Asha\u001b]0;owned\u0007 \u009b31m Rao\u202e',
        phone: '98765 43210',
        email: '',
        city: '',
      },
      receivedAt: '2026-11-25T10:00:00.000Z',
    });
    for (const output of [run(), run('--json')]) {
      expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
      expect(output).toContain('Asha\\u001b]0;owned\\u0007 \\u009b31m Rao\\u202e');
    }
    const [line] = run('--json')
      .trim()
      .split('\n')
      .map((json) => JSON.parse(json) as { values: { name: string } })
      .filter((lead) => lead.values.name?.startsWith('Asha\u001b'));
    expect(line?.values.name).toBe('Asha\u001b]0;owned\u0007 \u009b31m Rao\u202e');
  });

  it('lists a channel’s lead with its channel, its answers, and a dead letter of the Graph API to retry', async () => {
    const store = fileLeadStore(dir);
    await store.put({
      submissionId: 'meta:2345678901230000',
      form: 'enquiry',
      values: {},
      page: '',
      receivedAt: '2026-11-26T10:00:00.000Z',
      attempts: 3,
      nextAttemptAt: 0,
      refusals: 3,
      deadLetter: { reason: 'graph-400-190', at: '2026-11-26T10:01:00.000Z' },
      channel: {
        channel: 'meta',
        externalId: '2345678901230000',
        isTest: false,
        awaitingAnswers: true,
        details: [],
      },
    });
    await store.put({
      submissionId: 'justdial:JD1127A9F3K2',
      form: 'enquiry',
      values: { name: 'Sneha Patil', phone: '9823012345' },
      page: '',
      receivedAt: '2026-11-26T11:00:00.000Z',
      attempts: 0,
      nextAttemptAt: 0,
      channel: {
        channel: 'listing',
        publisher: 'JustDial',
        externalId: 'JD1127A9F3K2',
        isTest: true,
        details: ['Name: Sneha Patil', 'Area: Kothrud'],
      },
    });
    const text = run();
    expect(text).toContain('2026-11-26T10:00:00.000Z  meta  (answers not read yet)');
    expect(text).toContain('  dead letter since 2026-11-26T10:01:00.000Z: graph-400-190');
    expect(text).toContain('2026-11-26T11:00:00.000Z  listing (JustDial)  TEST');
    expect(text).toContain('  Area: Kothrud');
    expect(run('--retry', 'meta:2345678901230000')).toContain('will be tried again');
    expect((await store.get('meta:2345678901230000'))?.deadLetter).toBeUndefined();
  });
});
