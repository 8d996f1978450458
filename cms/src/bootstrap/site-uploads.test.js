'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { checkCv, cleanName, onlyCvs } = require('./site-uploads');

const PDF = Buffer.from('%PDF-1.7\n%%EOF');
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(200),
  Buffer.from('WordDocument', 'utf16le'),
]);
const DOCX = Buffer.from('PK\u0003\u0004 [Content_Types].xml word/document.xml', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('takes a PDF or Word file whose bytes are what its name says, typed by them', () => {
  assert.deepEqual(checkCv({ originalFilename: 'cv.pdf' }, PDF), { problem: null, name: 'cv.pdf', type: 'application/pdf' });
  assert.equal(checkCv({ originalFilename: 'CV.DOC' }, DOC).type, 'application/msword');
  assert.equal(checkCv({ originalFilename: 'cv.docx' }, DOCX).problem, null);
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
  ]) {
    assert.notEqual(checkCv({ originalFilename: name }, bytes).problem, null, name);
  }
});

test('file names lose control, direction and zero-width characters', () => {
  assert.equal(cleanName('my\u202e\u200b\u001b[2Jcv\u0085.pdf'), 'my[2Jcv.pdf');
  assert.equal(cleanName('C:\\fakepath\\cv.pdf'), 'cv.pdf');
});

function context({ auth, files, query = {} }) {
  return {
    state: { auth },
    query,
    request: { files },
    badRequest(message) {
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
  await onlyCvs()(one, next);
  assert.equal(passed, 1);
  assert.equal(one.request.files.files.originalFilename, 'cv.pdf');
  assert.equal(one.request.files.files.mimetype, 'application/pdf');

  for (const files of [{ files: [cv(), cv()] }, { files: cv(), other: cv() }, { files: png }, {}]) {
    const ctx = context({ auth: site, files });
    await onlyCvs()(ctx, next);
    assert.ok(ctx.status === 400 || ctx.status === 415);
  }
  const replacing = context({ auth: site, files: { files: cv() }, query: { id: '3' } });
  await onlyCvs()(replacing, next);
  assert.equal(replacing.status, 400);
  assert.equal(passed, 1);

  await onlyCvs()(context({ auth: full, files: { files: png } }), next);
  assert.equal(passed, 2);
});
