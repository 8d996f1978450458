'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const requestLog = require('./request-log');

function run(ctx) {
  const lines = [];
  const middleware = requestLog({}, { strapi: { log: { http: (line) => lines.push(line) } } });
  return middleware(ctx, async () => {}).then(() => lines);
}

test('logs the method, the path and the status, never the query string', async () => {
  const lines = await run({
    method: 'GET',
    path: '/api/blogs',
    url: '/api/blogs?filters[title][$containsi]=asha-private-term',
    status: 200,
  });
  assert.equal(lines.length, 1);
  assert.match(lines[0], /^GET \/api\/blogs \(\d+ ms\) 200$/);
  assert.doesNotMatch(lines[0], /asha-private-term/);
});

test('leaves out the name of an uploaded file, which is the applicant’s own', async () => {
  for (const path of ['/uploads/asha_rao_cv_1a2b3c.pdf', '/private-uploads/asha_rao_cv_1a2b3c.pdf']) {
    const [line] = await run({ method: 'GET', path, status: 200 });
    assert.doesNotMatch(line, /asha/);
    assert.match(line, /uploads\/…/);
  }
});
