import { expect, test } from '@jest/globals';
import path from 'node:path';
import lead from '../../../../../api/lead/content-types/lead/schema.json';
import { refuseHiddenPaths, withoutFieldHoles } from './lead-queries';

/**
 * The lead, an admin user and an uploaded file as Strapi's schemas have them (the admin user's and the file's
 * from Strapi's own packages), for Strapi's own query traversal (@strapi/utils).
 */
const strapiFile = (file: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.resolve(__dirname, '../../../../../../node_modules/@strapi', file)) as { schema?: object };
const adminUser = strapiFile('admin/dist/server/server/src/content-types/User.js');
const uploadFile = strapiFile('upload/dist/server/content-types/file.js');

const models: Record<string, object> = {
  'api::lead.lead': { uid: 'api::lead.lead', ...lead },
  'admin::user': { uid: 'admin::user', ...(adminUser.schema ?? adminUser) },
  'plugin::upload.file': { uid: 'plugin::upload.file', ...uploadFile.schema },
};
const getModel = (uid: string) => models[uid] as never;
// Strapi's utilities read its configuration from the global `strapi` (no extra private attributes here).
(globalThis as { strapi?: unknown }).strapi = {
  config: { get: (_key: string, fallback?: unknown) => fallback },
};

const refused = (filters: object, mayRead: (field: string) => boolean = () => true) =>
  refuseHiddenPaths(getModel, 'api::lead.lead', { filters }, mayRead).then(
    () => null,
    (error: Error) => `${error.name}: ${error.message}`,
  );

test('the list’s own filters pass: the lead’s fields, operators, its counsellor’s shown fields', async () => {
  for (const filters of [
    { $and: [{ name: { $containsi: 'asha' } }, { leadStatus: { $eq: 'New' } }] },
    { $or: [{ email: { $eq: 'a@example.com' } }, { phone: { $eq: '98765' } }] },
    { counsellor: { id: { $eq: 1 } } },
    { counsellor: { email: { $eq: 'asha@institute.example' } } },
    { documentId: { $in: ['a', 'b'] } },
    { cv: { name: { $endsWith: '.pdf' } } },
    { repeatOf: { email: { $eq: 'a@example.com' } } },
  ]) {
    expect(await refused(filters)).toBe(null);
  }
});

test('another content type’s private or hidden field, or a key that is no field, is refused', async () => {
  expect(await refused({ cv: { folderPath: { $startsWith: '/' } } })).toMatch(
    /ValidationError: Invalid key folderPath/,
  );
  expect(await refused({ $and: [{ cv: { folder: { id: 1 } } }] })).toMatch(/Invalid key folder/);
  expect(await refused({ nosuchfield: { $eq: 1 } })).toMatch(/Invalid key nosuchfield/);
});

test('a field of the lead that the role may not read stays unread through a relation back to a lead', async () => {
  const readsOnlyCourse = (field: string) => ['course', 'repeatOf', 'leadStatus'].includes(field);
  expect(await refused({ repeatOf: { email: { $startsWith: 'a' } } }, readsOnlyCourse)).toMatch(
    /Invalid key email at repeatOf.email/,
  );
  expect(await refused({ repeatOf: { course: { $eq: 'Data Science' } } }, readsOnlyCourse)).toBe(null);
});

test('a field the sanitising took out of a `fields` list leaves no hole there, nor in a populated relation’s', () => {
  expect(
    withoutFieldHoles({
      fields: ['course', undefined, 'leadStatus'],
      populate: { counsellor: { fields: [undefined, 'firstname'] }, cv: true },
      filters: { course: { $eq: 'x' } },
    }),
  ).toEqual({
    fields: ['course', 'leadStatus'],
    populate: { counsellor: { fields: ['firstname'] }, cv: true },
    filters: { course: { $eq: 'x' } },
  });
  expect(withoutFieldHoles({ fields: [undefined] })).toEqual({ fields: [] });
});
