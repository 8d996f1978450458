'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { contentDisposition, privateFileHandler } = require('./private-uploads');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-uploads-'));
fs.writeFileSync(path.join(dir, 'kiran_cv_1a2b3c.pdf'), '%PDF-1.4\n%%EOF\n');
test.after(() => fs.rmSync(dir, { recursive: true, force: true }));

const strapi = {
  db: { query: () => ({ findOne: async () => ({ name: 'kiran\u202e-cv.pdf' }) }) },
};

function context(name, canReadLeads) {
  const headers = {};
  return {
    params: { name },
    state: { userAbility: canReadLeads === undefined ? undefined : { can: () => canReadLeads } },
    headers,
    set(key, value) {
      headers[key.toLowerCase()] = value;
    },
    forbidden(message) {
      this.status = 403;
      this.body = message;
    },
    notFound() {
      this.status = 404;
    },
  };
}

test('serves a CV to a signed-in admin whose role may read leads, privately, under its own name', async () => {
  const ctx = context('kiran_cv_1a2b3c.pdf', true);
  await privateFileHandler(strapi, dir)(ctx);
  assert.equal(ctx.type, 'application/pdf');
  assert.equal(ctx.headers['cache-control'], 'private, no-store');
  assert.equal(ctx.headers['x-content-type-options'], 'nosniff');
  assert.equal(ctx.headers['content-disposition'], `attachment; filename="kiran-cv.pdf"; filename*=UTF-8''kiran-cv.pdf`);
  ctx.body.destroy();
});

test('nothing for a role that may not read leads, nor outside the folder', async () => {
  const marketer = context('kiran_cv_1a2b3c.pdf', false);
  await privateFileHandler(strapi, dir)(marketer);
  assert.equal(marketer.status, 403);
  const noAbility = context('kiran_cv_1a2b3c.pdf');
  await privateFileHandler(strapi, dir)(noAbility);
  assert.equal(noAbility.status, 403);
  for (const name of ['..%2Fsecret', '../x.pdf', 'missing.pdf']) {
    const ctx = context(name, true);
    await privateFileHandler(strapi, dir)(ctx);
    assert.equal(ctx.status, 404);
  }
});

test('a download name in any script, with an ASCII fallback', () => {
  assert.equal(
    contentDisposition('रेझ्युमे.pdf', 'x.pdf'),
    `attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('रेझ्युमे.pdf')}`,
  );
  assert.equal(contentDisposition(undefined, 'x.pdf'), `attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);
});
