import { expect, test } from '@jest/globals';
import type { Context } from 'koa';
import { checkCv, cleanName, type UploadedFile } from '../lib/cv-check';
import cvUpload from './cv-upload';

const PDF = Buffer.from('%PDF-1.7\n%%EOF');
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(200),
  Buffer.from('WordDocument', 'utf16le'),
]);
const DOCX = Buffer.from('PK\u0003\u0004 [Content_Types].xml word/document.xml', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('takes a PDF or Word file whose bytes are what its name says, typed by them', () => {
  expect(checkCv({ originalFilename: 'cv.pdf' }, PDF)).toEqual({
    problem: null,
    name: 'cv.pdf',
    type: 'application/pdf',
  });
  expect(checkCv({ originalFilename: 'CV.DOC' }, DOC).type).toBe('application/msword');
  expect(checkCv({ originalFilename: 'cv.docx' }, DOCX).problem).toBe(null);
});

test('refuses what the probe stored: a PDF named .hta, a page, an .exe, a PNG named .pdf, an image', () => {
  for (const [name, bytes] of [
    ['cv.hta', PDF],
    ['cv.html', Buffer.from('<script>alert(1)</script>')],
    ['big.exe', Buffer.from('MZ')],
    ['photo.pdf', PNG],
    ['photo.png', PNG],
    ['cv.docx', PDF],
    ['cv\u202efdp.hta', PDF],
  ] as [string, Buffer][]) {
    expect(checkCv({ originalFilename: name }, bytes).problem).not.toBe(null);
  }
});

test('file names are plain text on one line by the site’s rule: controls, direction and invisible characters go', () => {
  // A line break (here U+0085) folds into a space, as in every single-line field.
  expect(cleanName('my\u202e\u200b\u001b[2Jcv\u0085.pdf')).toBe('my[2Jcv .pdf');
  expect(cleanName('C:\\fakepath\\cv.pdf')).toBe('cv.pdf');
  // By Unicode property, not a hand list: a Mongolian variation selector, a shorthand format control, the
  // Braille blank, a musical beam control and a variation selector after a letter all go.
  expect(cleanName('Asha\u180b\u{1bca1}\u2800\u{1d173}\ufe0f cv.pdf')).toBe('Asha cv.pdf');
});

interface Auth {
  strategy: { name: string };
  credentials: { type: string };
}

function context({
  auth,
  files,
  query = {},
}: {
  auth: Auth;
  files: Record<string, unknown>;
  query?: object;
}) {
  return {
    status: 200,
    body: undefined as unknown,
    state: { auth },
    query,
    request: { files } as { files: Record<string, UploadedFile> },
    badRequest(message: string) {
      this.status = 400;
      this.body = message;
    },
  };
}

test('the site’s token may upload one CV at a time; a full-access token keeps Strapi’s own rules', async () => {
  const site = { strategy: { name: 'content-api-token' }, credentials: { type: 'custom' } };
  const full = { strategy: { name: 'content-api-token' }, credentials: { type: 'full-access' } };
  const cv = () => ({ originalFilename: 'cv\u200b.pdf', mimetype: 'application/octet-stream', buffer: PDF });
  const png = { originalFilename: 'p.png', buffer: PNG };
  let passed = 0;
  const next = async () => {
    passed += 1;
  };

  const one = context({ auth: site, files: { files: cv() } });
  await cvUpload()(one as unknown as Context, next);
  expect(passed).toBe(1);
  expect(one.request.files.files.originalFilename).toBe('cv.pdf');
  expect(one.request.files.files.mimetype).toBe('application/pdf');

  for (const files of [{ files: [cv(), cv()] }, { files: cv(), other: cv() }, { files: png }, {}]) {
    const ctx = context({ auth: site, files });
    await cvUpload()(ctx as unknown as Context, next);
    expect(ctx.status === 400 || ctx.status === 415).toBeTruthy();
  }
  const replacing = context({ auth: site, files: { files: cv() }, query: { id: '3' } });
  await cvUpload()(replacing as unknown as Context, next);
  expect(replacing.status).toBe(400);
  expect(passed).toBe(1);

  await cvUpload()(context({ auth: full, files: { files: png } }) as unknown as Context, next);
  expect(passed).toBe(2);
});
