'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const middlewares = require('../../config/middlewares');

const env = (values) => (name) => values[name];

test('CORS names the site’s and the admin’s origins only, never null, never with credentials', () => {
  const cors = middlewares({ env: env({ SITE_URL: 'https://site.example/path' }) }).find(
    (entry) => entry.name === 'strapi::cors',
  );
  assert.equal(cors.config.credentials, false);
  global.strapi = { config: { get: () => 'https://cms.example:8443/admin' } };
  try {
    assert.deepEqual(cors.config.origin(), ['https://site.example', 'https://cms.example:8443']);
  } finally {
    delete global.strapi;
  }
  assert.deepEqual(middlewares.allowedOrigins({ siteUrl: undefined, adminUrl: 'not a url' }), []);
});

test('Strapi’s own request logger, which writes query strings, is replaced', () => {
  const list = middlewares({ env: env({}) });
  assert.ok(!list.includes('strapi::logger'));
  assert.equal(list[0].resolve, './src/logging/request-log.js');
});
