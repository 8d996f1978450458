import { expect, test } from '@jest/globals';
import lead from '../../../../../api/lead/content-types/lead/schema.json';
import { VISITOR_FIELDS } from './intake';
import { SENT_BY_VISITOR, submittedAtProblem, visitorFieldsIn, visitorFieldsNamed } from './read-only';

const attributes = lead.attributes as Record<string, { type: string }>;

const stored = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  submittedAt: new Date('2026-11-27T05:00:00.000Z'),
  details: null,
  isTest: false,
  cv: { id: 7 },
  firstSource: 'google',
};

test('what the visitor and their channel sent is all on the list, and every name is a lead field', () => {
  for (const field of [
    ...VISITOR_FIELDS,
    'submissionId',
    'noticeVersion',
    'cv',
    'firstSource',
    'latestTouchAt',
    'firstGclid',
    'channel',
    'externalLeadId',
    'clickId',
    'phoneKey',
    'emailKey',
  ]) {
    expect(SENT_BY_VISITOR).toContain(field);
  }
  for (const field of SENT_BY_VISITOR) expect(Object.keys(attributes)).toContain(field);
  for (const worked of ['leadStatus', 'nextFollowUp', 'counsellor', 'notes', 'firstContactedAt']) {
    expect(SENT_BY_VISITOR).not.toContain(worked);
  }
});

test('a change to what the visitor sent is found, whatever the form of the value', () => {
  expect(
    visitorFieldsIn(
      {
        email: 'someone.else@example.com',
        submittedAt: '2099-01-01T00:00:00.000Z',
        cv: { connect: [{ id: 9 }] },
        leadStatus: 'Contacted',
      },
      stored,
      attributes,
    ),
  ).toEqual({ changed: ['email', 'submittedAt', 'cv'], repeated: [] });
  expect(visitorFieldsIn({ name: null }, stored, attributes).changed).toEqual(['name']);
  expect(visitorFieldsIn({ cv: null }, stored, attributes).changed).toEqual(['cv']);
  expect(visitorFieldsIn({ isTest: true }, stored, attributes).changed).toEqual(['isTest']);
});

test('the edit view sending every field back as it was changes nothing', () => {
  expect(
    visitorFieldsIn(
      {
        name: 'Asha',
        email: 'asha@example.com',
        submittedAt: '2026-11-27T05:00:00.000Z',
        details: '',
        isTest: false,
        cv: { id: 7, name: 'cv.pdf', url: '/admissions/cvs/x.pdf' },
        firstSource: 'google',
        leadStatus: 'Contacted',
      },
      stored,
      attributes,
    ),
  ).toEqual({
    changed: [],
    repeated: ['name', 'email', 'details', 'submittedAt', 'cv', 'firstSource', 'isTest'],
  });
  expect(visitorFieldsIn({ cv: 7 }, stored, attributes)).toEqual({ changed: [], repeated: ['cv'] });
  // A relation's empty move names nothing.
  expect(visitorFieldsNamed({ cv: { connect: [], disconnect: [] }, leadStatus: 'New' }, attributes)).toEqual(
    [],
  );
});

test('a submission time in the future is refused, beyond a few minutes of clock difference', () => {
  const now = new Date('2026-11-27T05:00:00.000Z');
  expect(submittedAtProblem('2099-01-01T00:00:00.000Z', now)).toMatch(/future/);
  expect(submittedAtProblem('2026-11-27T05:11:00.000Z', now)).toMatch(/future/);
  expect(submittedAtProblem('2026-11-27T05:09:00.000Z', now)).toBe(null);
  expect(submittedAtProblem('2026-01-01T00:00:00.000Z', now)).toBe(null);
  expect(submittedAtProblem(undefined, now)).toBe(null);
});
