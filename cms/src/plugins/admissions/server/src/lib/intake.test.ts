import { expect, test } from '@jest/globals';
import { changesFor, correctionText, readIntake, withCvRefusedNote } from './intake';

const stored = {
  submissionId: 'a',
  name: 'Asha',
  email: 'asha@example.com',
  details: 'Name: Asha',
  submittedAt: '2026-11-27T05:00:00.000Z',
};

test('a later version of a submission replaces what the visitor typed; the submission time stays the first', () => {
  const later = {
    ...stored,
    name: 'Asha Rao',
    details: 'Name: Asha Rao',
    submittedAt: '2026-11-27T05:02:00.000Z',
  };
  const changes = changesFor(stored, later);
  expect(changes).toEqual({
    name: 'Asha Rao',
    details: 'Name: Asha Rao',
    versionAt: '2026-11-27T05:02:00.000Z',
  });
  expect(correctionText(changes)).toBe('The enquirer sent the form again with a new name, details.');
});

test('an older or the same version changes nothing (a late retry never undoes a correction)', () => {
  expect(changesFor(stored, { ...stored, name: 'Old', submittedAt: '2026-11-27T04:59:00.000Z' })).toEqual({});
  expect(changesFor(stored, { ...stored, name: 'Same time' })).toEqual({});
  // After a correction at 05:02, a late retry of a 05:01 version changes nothing.
  const corrected = { ...stored, name: 'Asha Rao', versionAt: '2026-11-27T05:02:00.000Z' };
  expect(
    changesFor(corrected, { ...stored, name: 'Asha R', submittedAt: '2026-11-27T05:01:00.000Z' }),
  ).toEqual({});
});

test('a version sent more than an hour after the first changes nothing: no rewrite of an old lead', () => {
  expect(
    changesFor(stored, { ...stored, name: 'Someone Else', submittedAt: '2026-11-27T06:00:01.000Z' }),
  ).toEqual({});
  expect(
    changesFor(stored, { ...stored, name: 'Asha Rao', submittedAt: '2026-11-27T06:00:00.000Z' }),
  ).toMatchObject({ name: 'Asha Rao' });
});

test('the lead and its CV are read from JSON or from multipart', () => {
  expect(readIntake({ body: { data: { submissionId: 'a' } } })).toEqual({
    data: { submissionId: 'a' },
    cv: null,
  });
  const file = { filepath: '/tmp/x', size: 3 };
  expect(readIntake({ body: { data: '{"submissionId":"a"}' }, files: { 'files.cv': file } })).toEqual({
    data: { submissionId: 'a' },
    cv: file,
  });
  expect(readIntake({ body: {}, files: { 'files.cv': [file, file] } }).cv).toBe('many');
  expect(readIntake({ body: { data: '{broken' } }).data).toBe(null);
});

test('a refused CV is noted once in the details', () => {
  const once = withCvRefusedNote('Name: Asha');
  expect(once).toBe('Name: Asha\nResume (the CMS did not accept the file)');
  expect(withCvRefusedNote(once)).toBe(once);
});
