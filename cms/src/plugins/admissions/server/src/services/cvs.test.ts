import { afterAll, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import { CvSealError, sealCv } from '../lib/cv-crypto';
import policies from '../policies';
import {
  assertKeyOpensStoredCvs,
  contentDisposition,
  isPrivateFile,
  registerPrivateUploads,
  serveCv,
} from './cvs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-uploads-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const key = randomBytes(32);
const cv = Buffer.from('%PDF-1.4\n% Kiran Patil, kiran@example.com, +91 98765 43210\n%%EOF\n');
const LEAD = 'api::lead.lead';

interface FileRow {
  id: number;
  url: string;
  name: string;
  ext: string;
  related: { documentId: string; __type: string }[];
}

/** Strapi as the CV code sees it: the upload plugin's provider, its file rows, the plugin's settings. */
function strapiWith(dir: string, rows: FileRow[], cvEncryptionKey = key.toString('base64')) {
  const provider = {
    upload: async () => {
      throw new Error('an image: the public provider');
    },
    uploadStream: async () => {
      throw new Error('an image: the public provider');
    },
    delete: async () => undefined,
    extend(methods: object) {
      Object.assign(provider, methods);
    },
  };
  return fakeStrapi({
    provider,
    dirs: { app: { root } },
    config: { get: () => ({ privateUploadsDir: dir, cvEncryptionKey }) },
    server: { use() {} },
    plugin: () => ({ provider }),
    db: {
      query: () => ({
        findMany: async ({ where }: { where: { url: { $in: string[] } } }) =>
          rows.filter((row) => where.url.$in.includes(row.url)),
      }),
    },
  });
}

function context(name: string) {
  const headers: Record<string, string> = {};
  return {
    params: { name },
    headers,
    status: 200,
    body: undefined as unknown,
    type: '',
    set(key: string, value: string) {
      headers[key.toLowerCase()] = value;
    },
    notFound() {
      this.status = 404;
    },
  };
}

/** The lead as the admin's role sees it through the permission-checked queries. */
const seen = (lead: object | null) => ({ findOne: async () => lead }) as never;
const LEAD_ID = 'abcdefghijklmnopqrstuvwx';
/** A role that reads the lead and its CV field (the CV's row is id 3). */
const readsCv = seen({ documentId: LEAD_ID, cv: { id: 3 } });

function folder() {
  const dir = fs.mkdtempSync(path.join(root, 'cvs-'));
  return dir;
}

test('a CV is written sealed under a random name, and served as it was sent, with the lead it belongs to', async () => {
  const dir = folder();
  const strapi = strapiWith(dir, []);
  await registerPrivateUploads(strapi);
  const buffered = { hash: 'Kiran_Patil_CV_1a2b3c', ext: '.pdf', mime: 'application/pdf', buffer: cv } as {
    url?: string;
  } & Record<string, unknown>;
  const streamed = { hash: 'Kiran_Patil_CV_4d5e6f', ext: '.pdf', mime: 'application/pdf' } as {
    url?: string;
  } & Record<string, unknown>;
  streamed.stream = Readable.from([cv.subarray(0, 10), cv.subarray(10)]);
  const provider = strapi.provider as unknown as Record<string, (file: object) => Promise<void>>;
  await provider.upload(buffered);
  await provider.uploadStream(streamed);

  const names = fs.readdirSync(dir);
  expect(names).toHaveLength(2);
  for (const name of names) {
    // The name says nothing of the applicant; the bytes are no PDF and hold nothing the CV says.
    expect(name).toMatch(/^[0-9a-f]{32}\.sealed$/);
    const onDisk = fs.readFileSync(path.join(dir, name));
    expect(onDisk.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    expect(onDisk.includes(Buffer.from('Kiran'))).toBe(false);
    expect(onDisk.includes(Buffer.from('98765'))).toBe(false);
    expect(fs.statSync(path.join(dir, name)).mode & 0o777).toBe(0o600);
  }
  expect(buffered.url).toMatch(/^\/admissions\/cvs\/[0-9a-f]{32}\.sealed$/);
  expect(streamed.url).toMatch(/^\/admissions\/cvs\/[0-9a-f]{32}\.sealed$/);

  const name = buffered.url!.split('/').pop()!;
  const served = strapiWith(dir, [
    {
      id: 3,
      url: buffered.url!,
      name: 'kiran\u202e-cv.pdf',
      ext: '.pdf',
      related: [
        { documentId: LEAD_ID, __type: LEAD },
        { documentId: 'zzzzzzzzzzzzzzzzzzzzzzzz', __type: 'api::blog.blog' },
      ],
    },
  ]);
  const ctx = context(name);
  const answer = await serveCv(served, { dir, key }, ctx as unknown as Context, readsCv);
  expect((ctx.body as Buffer).equals(cv)).toBe(true);
  expect(answer).toEqual({ leadDocumentIds: [LEAD_ID] });
  expect(ctx.type).toBe('application/pdf');
  expect(ctx.headers['cache-control']).toBe('private, no-store');
  expect(ctx.headers['x-content-type-options']).toBe('nosniff');
  expect(ctx.headers['content-disposition']).toBe(
    `attachment; filename="kiran-cv.pdf"; filename*=UTF-8''kiran-cv.pdf`,
  );

  // Deleting the upload deletes the sealed file (found by its address, not by Strapi's hash).
  await provider.delete({ ...buffered, url: buffered.url });
  expect(fs.readdirSync(dir)).toEqual([streamed.url!.split('/').pop()]);
});

test('a CV sealed with another key, changed or cut short is not served', async () => {
  const dir = folder();
  const name = 'aaaabbbbccccddddeeeeffff00001111.sealed';
  const rows = [
    {
      id: 3,
      url: `/admissions/cvs/${name}`,
      name: 'cv.pdf',
      ext: '.pdf',
      related: [{ documentId: LEAD_ID, __type: LEAD }],
    },
  ];
  const serve = async (bytes: Buffer) => {
    fs.writeFileSync(path.join(dir, name), bytes);
    try {
      await serveCv(strapiWith(dir, rows), { dir, key }, context(name) as unknown as Context, readsCv);
      return 'served';
    } catch (error) {
      return (error as CvSealError).reason;
    }
  };
  const sealed = sealCv(cv, key, name);
  expect(await serve(sealed)).toBe('served');
  expect(await serve(sealCv(cv, randomBytes(32), name))).toBe('other-key');
  const flipped = Buffer.from(sealed);
  flipped[flipped.length - 20] ^= 0x80;
  expect(await serve(flipped)).toBe('damaged');
  expect(await serve(sealed.subarray(0, sealed.length - 1))).toBe('damaged');
  expect(await serve(cv)).toBe('not-sealed');
});

test('nothing outside the folder, nothing missing, nothing without its row, nothing that is no lead’s CV', async () => {
  const dir = folder();
  fs.writeFileSync(path.join(dir, 'norow.sealed'), sealCv(cv, key, 'norow.sealed'));
  fs.writeFileSync(path.join(dir, 'orphan.sealed'), sealCv(cv, key, 'orphan.sealed'));
  const ofLead = [{ documentId: LEAD_ID, __type: LEAD }];
  const strapi = strapiWith(dir, [
    { id: 3, url: '/admissions/cvs/missing.sealed', name: 'x.pdf', ext: '.pdf', related: ofLead },
    { id: 4, url: '/admissions/cvs/orphan.sealed', name: 'x.pdf', ext: '.pdf', related: [] },
  ]);
  for (const name of ['..%2Fsecret', '../x.pdf', 'missing.sealed', 'norow.sealed', 'orphan.sealed']) {
    const ctx = context(name);
    expect(await serveCv(strapi, { dir, key }, ctx as unknown as Context, readsCv)).toBeNull();
    expect(ctx.status).toBe(404);
  }
});

test('a lead’s CV needs a role that reads its lead and its CV field', async () => {
  const dir = folder();
  const name = 'aaaabbbbccccddddeeeeffff00002222.sealed';
  fs.writeFileSync(path.join(dir, name), sealCv(cv, key, name));
  const strapi = strapiWith(dir, [
    {
      id: 3,
      url: `/admissions/cvs/${name}`,
      name: 'cv.pdf',
      ext: '.pdf',
      related: [{ documentId: LEAD_ID, __type: LEAD }],
    },
  ]);
  const serve = (queries: never) =>
    serveCv(strapi, { dir, key }, context(name) as unknown as Context, queries);
  // The role reads the lead but not its CV field (the sanitised lead has no cv), or not the lead at all.
  await expect(serve(seen({ documentId: LEAD_ID }))).rejects.toThrow('Your role may not read this CV.');
  await expect(serve(seen(null))).rejects.toThrow('Your role may not read this CV.');
  await expect(serve(readsCv)).resolves.toEqual({ leadDocumentIds: [LEAD_ID] });
});

test('a private file is one kept privately or one that is no image', () => {
  expect(isPrivateFile({ url: '/admissions/cvs/a.sealed', mime: 'application/pdf' })).toBe(true);
  expect(isPrivateFile({ url: '/private-uploads/a.png', mime: 'image/png' })).toBe(true);
  expect(isPrivateFile({ url: '/uploads/a.pdf', mime: 'application/pdf' })).toBe(true);
  expect(isPrivateFile({ url: '/uploads/a.png', mime: 'image/png' })).toBe(false);
});

test('the CMS does not start without a key, nor with one that does not open the stored CVs', async () => {
  const dir = folder();
  await expect(registerPrivateUploads(strapiWith(dir, [], ''))).rejects.toThrow(
    /^CV_ENCRYPTION_KEY is not set: CVs are stored encrypted with it/,
  );
  fs.writeFileSync(path.join(dir, 'ours.sealed'), sealCv(cv, key, 'ours.sealed'));
  fs.writeFileSync(path.join(dir, 'legacy_cv_1a2b.pdf'), cv);
  await expect(assertKeyOpensStoredCvs(dir, key)).resolves.toBeUndefined();
  fs.writeFileSync(path.join(dir, 'theirs.sealed'), sealCv(cv, randomBytes(32), 'theirs.sealed'));
  await expect(assertKeyOpensStoredCvs(dir, key)).rejects.toThrow(
    'CV_ENCRYPTION_KEY does not open the stored CVs: 1 of 2 files in the private uploads folder were encrypted with another key.',
  );
  await expect(registerPrivateUploads(strapiWith(dir, []))).rejects.toThrow('does not open the stored CVs');
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
