'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { changesFor, isFollowUp, readIntake, withCvRefusedNote } = require('./intake');

const stored = {
  submissionId: 'a',
  name: 'Asha',
  email: 'asha@example.com',
  details: 'Name: Asha',
  submittedAt: '2026-11-27T05:00:00.000Z',
  emailStatus: 'Unknown',
};

test('a later version of a submission replaces what the visitor typed', () => {
  const later = { ...stored, name: 'Asha Rao', details: 'Name: Asha Rao', submittedAt: '2026-11-27T05:02:00.000Z' };
  assert.deepEqual(changesFor(stored, later), {
    name: 'Asha Rao',
    details: 'Name: Asha Rao',
    submittedAt: '2026-11-27T05:02:00.000Z',
  });
});

test('an older or the same version changes nothing (a late retry never undoes a correction)', () => {
  assert.deepEqual(changesFor(stored, { ...stored, name: 'Old', submittedAt: '2026-11-27T04:59:00.000Z' }), {});
  assert.deepEqual(changesFor(stored, { ...stored, name: 'Same time' }), {});
});

test('an e-mail status is recorded whatever the version, but never back to Unknown', () => {
  assert.deepEqual(changesFor(stored, { submissionId: 'a', emailStatus: 'Sent' }), { emailStatus: 'Sent' });
  assert.deepEqual(changesFor({ ...stored, emailStatus: 'Sent' }, { ...stored, emailStatus: 'Unknown' }), {});
});

test('a follow-up carries only the submission id and the status', () => {
  assert.equal(isFollowUp({ submissionId: 'a', emailStatus: 'Sent' }), true);
  assert.equal(isFollowUp({ submissionId: 'a', emailStatus: 'Sent', name: 'x' }), false);
});

test('the lead and its CV are read from JSON or from multipart', () => {
  assert.deepEqual(readIntake({ body: { data: { submissionId: 'a' } } }), { data: { submissionId: 'a' }, cv: null });
  const file = { filepath: '/tmp/x', size: 3 };
  assert.deepEqual(readIntake({ body: { data: '{"submissionId":"a"}' }, files: { 'files.cv': file } }), {
    data: { submissionId: 'a' },
    cv: file,
  });
  assert.equal(readIntake({ body: {}, files: { 'files.cv': [file, file] } }).cv, 'many');
  assert.equal(readIntake({ body: { data: '{broken' } }).data, null);
});

test('a refused CV is noted once in the details', () => {
  const once = withCvRefusedNote('Name: Asha');
  assert.equal(once, 'Name: Asha\nResume (the CMS did not accept the file)');
  assert.equal(withCvRefusedNote(once), once);
});
