import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import policies from '../policies';
import { contentDisposition, serveCv } from './cvs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-uploads-'));
fs.writeFileSync(path.join(dir, 'kiran_cv_1a2b3c.pdf'), '%PDF-1.4\n%%EOF\n');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const strapi = fakeStrapi({
  db: { query: () => ({ findOne: async () => ({ name: 'kiran\u202e-cv.pdf' }) }) },
});

function context(name: string) {
  const headers: Record<string, string> = {};
  return {
    params: { name },
    headers,
    status: 200,
    body: undefined as unknown,
    type: '',
    length: 0,
    set(key: string, value: string) {
      headers[key.toLowerCase()] = value;
    },
    notFound() {
      this.status = 404;
    },
  };
}

test('serves a CV privately, under its own name', async () => {
  const ctx = context('kiran_cv_1a2b3c.pdf');
  await serveCv(strapi, dir, ctx as unknown as Context);
  expect(ctx.type).toBe('application/pdf');
  expect(ctx.headers['cache-control']).toBe('private, no-store');
  expect(ctx.headers['x-content-type-options']).toBe('nosniff');
  expect(ctx.headers['content-disposition']).toBe(
    `attachment; filename="kiran-cv.pdf"; filename*=UTF-8''kiran-cv.pdf`,
  );
  (ctx.body as fs.ReadStream).destroy();
});

test('nothing outside the folder, nothing missing', async () => {
  for (const name of ['..%2Fsecret', '../x.pdf', 'missing.pdf']) {
    const ctx = context(name);
    await serveCv(strapi, dir, ctx as unknown as Context);
    expect(ctx.status).toBe(404);
  }
});

test('the route is for roles that may read leads only (the admissions policy)', () => {
  const may = (canReadLeads: boolean | undefined) =>
    policies.leads({
      state: { userAbility: canReadLeads === undefined ? undefined : { can: () => canReadLeads } },
    });
  expect(may(true)).toBe(true);
  expect(() => may(false)).toThrow('Your role may not read leads.');
  expect(() => may(undefined)).toThrow('Your role may not read leads.');
});

test('a download name in any script, with an ASCII fallback', () => {
  expect(contentDisposition('रेझ्युमे.pdf', 'x.pdf')).toBe(
    `attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('रेझ्युमे.pdf')}`,
  );
  expect(contentDisposition(undefined, 'x.pdf')).toBe(`attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);
});
