import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import strapiPackage from '@strapi/strapi/package.json';
import cmsPackage from '../package.json';
import { assertCheckedStrapi, STRAPI_CHECKED, STRAPI_INTERNALS } from './strapi-internals';

test('the CMS starts on the Strapi its internal uses were checked against, and refuses another, naming each place', () => {
  expect(() => assertCheckedStrapi(STRAPI_CHECKED)).not.toThrow();
  let message = '';
  try {
    assertCheckedStrapi('5.55.0');
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toContain('checked against Strapi 5.54.0, and Strapi 5.55.0 is installed');
  for (const use of STRAPI_INTERNALS) expect(message).toContain(use.where);
});

test('the checked version is the one installed and pinned, and every place listed exists', () => {
  expect(strapiPackage.version).toBe(STRAPI_CHECKED);
  expect(cmsPackage.dependencies['@strapi/strapi']).toBe(STRAPI_CHECKED);
  for (const use of STRAPI_INTERNALS) {
    expect([use.where, existsSync(path.join(__dirname, '..', use.where))]).toEqual([use.where, true]);
  }
});
