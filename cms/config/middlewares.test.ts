import { expect, test } from '@jest/globals';
import middlewares, { allowedOrigins } from './middlewares';

const env = (values: Record<string, string>) =>
  ((name: string) => values[name]) as unknown as Parameters<typeof middlewares>[0]['env'];

test('CORS names the site’s and the admin’s origins only, never null, never with credentials', () => {
  const cors = middlewares({ env: env({ SITE_URL: 'https://site.example/path' }) }).find(
    (entry): entry is { name: string; config: { origin: () => string[]; credentials: boolean } } =>
      typeof entry === 'object' && entry.name === 'strapi::cors',
  );
  expect(cors?.config.credentials).toBe(false);
  const global = globalThis as { strapi?: unknown };
  global.strapi = { config: { get: () => 'https://cms.example:8443/admin' } };
  try {
    expect(cors?.config.origin()).toEqual(['https://site.example', 'https://cms.example:8443']);
  } finally {
    delete global.strapi;
  }
  expect(allowedOrigins({ siteUrl: undefined, adminUrl: 'not a url' })).toEqual([]);
});

test('Strapi’s own request logger, which writes query strings, is replaced by the CMS’s', () => {
  const list = middlewares({ env: env({}) });
  expect(list).not.toContain('strapi::logger');
  expect(list[1]).toBe('global::request-log');
});

test('the front door comes first, with the front’s secret: nothing reads a forwarded header before it', () => {
  const [first] = middlewares({ env: env({ FRONT_SECRET: 'front-s3cret-0123456789' }) });
  expect(first).toEqual({ name: 'global::front-door', config: { secret: 'front-s3cret-0123456789' } });
});
