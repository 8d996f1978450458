import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import policies from '../policies';
import { contentDisposition, isPrivateFile, serveCv } from './cvs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-uploads-'));
fs.writeFileSync(path.join(dir, 'kiran_cv_1a2b3c.pdf'), '%PDF-1.4\n%%EOF\n');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The file's upload row: the CV of lead `lead-1`, or (`orphan`) of no lead. */
const strapi = (orphan = false) =>
  fakeStrapi({
    db: {
      query: () => ({
        findMany: async () => [
          {
            id: 3,
            name: 'kiran\u202e-cv.pdf',
            related: orphan ? [] : [{ __type: 'api::lead.lead', documentId: 'lead-1' }],
          },
        ],
      }),
    },
  });

/** The lead as the admin's role sees it through the permission-checked queries. */
const seen = (lead: object | null) => ({ findOne: async () => lead }) as never;
const readsCv = seen({ documentId: 'lead-1', cv: { id: 3 } });

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
  await serveCv(strapi(), dir, ctx as unknown as Context, readsCv);
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
    await serveCv(strapi(), dir, ctx as unknown as Context, readsCv);
    expect(ctx.status).toBe(404);
  }
});

test('a file that is no lead’s CV is nobody’s to read; a lead’s CV needs its lead and its CV field', async () => {
  const orphan = context('kiran_cv_1a2b3c.pdf');
  await serveCv(strapi(true), dir, orphan as unknown as Context, readsCv);
  expect(orphan.status).toBe(404);
  // The role reads the lead but not its CV field (the sanitised lead has no cv).
  await expect(
    serveCv(
      strapi(),
      dir,
      context('kiran_cv_1a2b3c.pdf') as unknown as Context,
      seen({ documentId: 'lead-1' }),
    ),
  ).rejects.toThrow('Your role may not read this CV.');
});

test('a private file is one kept privately or one that is no image', () => {
  expect(isPrivateFile({ url: '/admissions/cvs/a.pdf', mime: 'application/pdf' })).toBe(true);
  expect(isPrivateFile({ url: '/private-uploads/a.png', mime: 'image/png' })).toBe(true);
  expect(isPrivateFile({ url: '/uploads/a.pdf', mime: 'application/pdf' })).toBe(true);
  expect(isPrivateFile({ url: '/uploads/a.png', mime: 'image/png' })).toBe(false);
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
