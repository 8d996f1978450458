import { expect, test } from '@jest/globals';
import { leadsInAnswer, type ContentManagerAnswer } from './reads';

const LEAD = 'api::lead.lead';
const A = 'k3b9x0q2w8e7r6t5y4u1i0op';
const B = 'a1s2d3f4g5h6j7k8l9z0x1cv';
const targets: Record<string, string> = {
  'api::lead.lead.repeatOf': LEAD,
  'api::lead.lead.counsellor': 'admin::user',
  'api::lead-activity.lead-activity.lead': LEAD,
};
const targetOf = (model: string, field: string) => targets[`${model}.${field}`];
const read = (answer: Partial<ContentManagerAnswer>) =>
  leadsInAnswer({ handler: '', method: 'GET', params: {}, body: {}, ...answer }, targetOf);

test('the list view: the ids on the page', () => {
  expect(
    read({
      handler: 'collection-types.find',
      params: { model: LEAD },
      body: {
        results: [
          { documentId: A, name: 'Asha' },
          { documentId: B, name: 'Ravi' },
        ],
        pagination: {},
      },
    }),
  ).toEqual({ action: 'leads-listed', leadDocumentIds: [A, B] });
  // A page with nothing on it shows nothing.
  expect(
    read({ handler: 'collection-types.find', params: { model: LEAD }, body: { results: [] } }),
  ).toBeNull();
});

test('a lead opened, or saved (the answer carries the lead)', () => {
  const body = { data: { documentId: A, name: 'Asha' }, meta: {} };
  expect(read({ handler: 'collection-types.findOne', params: { model: LEAD }, body })).toEqual({
    action: 'lead-opened',
    leadDocumentIds: [A],
  });
  for (const handler of ['collection-types.update', 'collection-types.create', 'collection-types.publish']) {
    expect(
      read({ handler, method: handler.endsWith('update') ? 'PUT' : 'POST', params: { model: LEAD }, body }),
    ).toEqual({
      action: 'lead-saved',
      leadDocumentIds: [A],
    });
  }
  // The bulk actions' read-back lists the leads.
  expect(
    read({
      handler: 'collection-types.bulkFindForValidation',
      method: 'POST',
      params: { model: LEAD },
      body: { results: [{ documentId: B }] },
    }),
  ).toEqual({ action: 'leads-listed', leadDocumentIds: [B] });
});

test('relation pickers that list leads; not those that list accounts', () => {
  const body = { results: [{ id: 1, documentId: A, name: 'Asha' }] };
  expect(
    read({ handler: 'relations.findAvailable', params: { model: LEAD, targetField: 'repeatOf' }, body }),
  ).toEqual({ action: 'leads-listed', leadDocumentIds: [A] });
  expect(
    read({
      handler: 'relations.findExisting',
      params: { model: 'api::lead-activity.lead-activity', targetField: 'lead' },
      body,
    }),
  ).toEqual({ action: 'leads-listed', leadDocumentIds: [A] });
  expect(
    read({ handler: 'relations.findAvailable', params: { model: LEAD, targetField: 'counsellor' }, body }),
  ).toBeNull();
});

test('the home page’s recent entries: the leads among them', () => {
  expect(
    read({
      handler: 'homepage.getRecentDocuments',
      body: {
        data: [
          { documentId: A, contentTypeUid: LEAD, title: 'Asha' },
          { documentId: B, contentTypeUid: 'api::blog.blog', title: 'A post' },
        ],
      },
    }),
  ).toEqual({ action: 'leads-listed', leadDocumentIds: [A] });
});

test('answers that show no lead: other collections, configurations, counts, errors', () => {
  expect(
    read({
      handler: 'collection-types.find',
      params: { model: 'api::blog.blog' },
      body: { results: [{ documentId: A }] },
    }),
  ).toBeNull();
  expect(
    read({
      handler: 'content-types.findContentTypeConfiguration',
      params: { model: LEAD },
      body: { data: {} },
    }),
  ).toBeNull();
  expect(
    read({ handler: 'collection-types.countDraftRelations', params: { model: LEAD }, body: { data: 0 } }),
  ).toBeNull();
  expect(read({ handler: 'collection-types.findOne', params: { model: LEAD }, body: null })).toBeNull();
  expect(
    read({
      handler: 'plugin::content-manager.collection-types.findOne',
      params: { model: LEAD },
      body: { data: { documentId: A } },
    }),
  ).toEqual({ action: 'lead-opened', leadDocumentIds: [A] });
});
