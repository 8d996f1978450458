'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { statusChangeText, authorName, parseEntry, presentEntry, currentAdmin } = require('./lead-history');

test('a status change reads from → to', () => {
  assert.equal(statusChangeText('New', 'Contacted'), 'New → Contacted');
  assert.equal(statusChangeText(null, 'New'), 'None → New');
});

test('an author is named by their name, else their username or e-mail', () => {
  assert.equal(authorName({ firstname: 'Asha', lastname: 'Patil', email: 'a@x.in' }), 'Asha Patil');
  assert.equal(authorName({ firstname: 'Asha', lastname: null }), 'Asha');
  assert.equal(authorName({ firstname: '', lastname: '', email: 'a@x.in' }), 'a@x.in');
  assert.equal(authorName(null), null);
});

test('a person writes calls and notes, with some text; status changes are the CMS’s', () => {
  assert.deepEqual(parseEntry({ kind: 'Call', text: '  Rang, no answer ' }), { entry: { kind: 'Call', text: 'Rang, no answer' } });
  assert.deepEqual(parseEntry({ kind: 'Note', text: 'x' }), { entry: { kind: 'Note', text: 'x' } });
  assert.ok(parseEntry({ kind: 'Status change', text: 'New → Enrolled' }).error);
  assert.ok(parseEntry({ kind: 'Call', text: '   ' }).error);
  assert.ok(parseEntry({ kind: 'Call', text: 'x'.repeat(5001) }).error);
  assert.ok(parseEntry(null).error);
});

test('an entry as the panel shows it', () => {
  assert.deepEqual(
    presentEntry({ id: 3, kind: 'Call', text: null, at: '2026-11-27T05:00:00.000Z', author: { firstname: 'Ravi', lastname: 'K' } }),
    { id: 3, kind: 'Call', text: '', at: '2026-11-27T05:00:00.000Z', author: 'Ravi K' },
  );
});

test('the author of a status change is the signed-in admin, never the site’s token', () => {
  const strapi = (state) => ({ requestContext: { get: () => ({ state }) } });
  assert.deepEqual(currentAdmin(strapi({ user: { id: 4 }, auth: { strategy: { name: 'admin' } } })), { id: 4 });
  assert.equal(currentAdmin(strapi({ user: { id: 4 }, auth: { strategy: { name: 'content-api-token' } } })), null);
  assert.equal(currentAdmin(strapi(undefined)), null);
  assert.equal(currentAdmin({}), null);
});
