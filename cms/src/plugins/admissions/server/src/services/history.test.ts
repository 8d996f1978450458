import { expect, test } from '@jest/globals';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import { statusChangeText, authorName, parseEntry, presentEntry, currentAdmin } from './history';

test('a status change reads from → to', () => {
  expect(statusChangeText('New', 'Contacted')).toBe('New → Contacted');
  expect(statusChangeText(null, 'New')).toBe('None → New');
});

test('an author is named by their name, else their username or e-mail', () => {
  expect(authorName({ firstname: 'Asha', lastname: 'Patil', email: 'a@x.in' })).toBe('Asha Patil');
  expect(authorName({ firstname: 'Asha', lastname: null })).toBe('Asha');
  expect(authorName({ firstname: '', lastname: '', email: 'a@x.in' })).toBe('a@x.in');
  expect(authorName(null)).toBe(null);
});

test('a person writes calls and notes, with some text; status changes are the CMS’s', () => {
  expect(parseEntry({ kind: 'Call', text: '  Rang, no answer ' })).toEqual({
    entry: { kind: 'Call', text: 'Rang, no answer' },
  });
  expect(parseEntry({ kind: 'Note', text: 'x' })).toEqual({ entry: { kind: 'Note', text: 'x' } });
  expect(parseEntry({ kind: 'Status change', text: 'New → Enrolled' }).error).toBeTruthy();
  expect(parseEntry({ kind: 'Call', text: '   ' }).error).toBeTruthy();
  expect(parseEntry({ kind: 'Call', text: 'x'.repeat(5001) }).error).toBeTruthy();
  expect(parseEntry(null).error).toBeTruthy();
});

test('an entry as the panel shows it', () => {
  expect(
    presentEntry({
      id: 3,
      kind: 'Call',
      text: null,
      at: '2026-11-27T05:00:00.000Z',
      author: { firstname: 'Ravi', lastname: 'K' },
    }),
  ).toEqual({ id: 3, kind: 'Call', text: '', at: '2026-11-27T05:00:00.000Z', author: 'Ravi K' });
});

test('the author of a status change is the signed-in admin, never the site’s token', () => {
  const strapi = (state: unknown) => fakeStrapi({ requestContext: { get: () => ({ state }) } });
  expect(currentAdmin(strapi({ user: { id: 4 }, auth: { strategy: { name: 'admin' } } }))).toEqual({ id: 4 });
  expect(currentAdmin(strapi({ user: { id: 4 }, auth: { strategy: { name: 'content-api-token' } } }))).toBe(
    null,
  );
  expect(currentAdmin(strapi(undefined))).toBe(null);
  expect(currentAdmin(fakeStrapi({}))).toBe(null);
});
