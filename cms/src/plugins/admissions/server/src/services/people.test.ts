import { expect, test } from '@jest/globals';
import { personName, shortName } from '../../../common/people';
import { peopleEntries } from './people';

test('people are named by their name, two of one name told apart, and offered only when they work leads', () => {
  const entries = peopleEntries(
    [
      { id: 7, firstname: 'Ravi', lastname: 'Kumar', email: 'ravi@x.in', isActive: true },
      { id: 3, firstname: 'Asha', lastname: 'Patil', email: 'asha@x.in', isActive: true },
      { id: 9, firstname: 'Asha', lastname: 'Patil', email: 'asha.p@x.in', isActive: true },
      { id: 4, firstname: 'Old', lastname: 'Hand', email: 'old@x.in', blocked: true },
      { id: 5, firstname: 'Moved', lastname: 'On', email: 'moved@x.in', isActive: true },
      { id: 6, email: 'nameless@x.in', isActive: true },
    ],
    new Set([7, 3, 9, 4, 6]),
  );
  expect(entries).toEqual([
    { id: 3, name: 'Asha Patil (3)', takesLeads: true },
    { id: 9, name: 'Asha Patil (9)', takesLeads: true },
    { id: 5, name: 'Moved On', takesLeads: false },
    { id: 6, name: 'nameless@x.in', takesLeads: true },
    { id: 4, name: 'Old Hand', takesLeads: false },
    { id: 7, name: 'Ravi Kumar', takesLeads: true },
  ]);
});

test('one rule names an admin user everywhere, and shortens it for the list', () => {
  expect(personName({ firstname: ' Asha ', lastname: 'Patil' })).toBe('Asha Patil');
  expect(personName({ firstname: 'Asha', lastname: null, username: 'ap' })).toBe('Asha');
  expect(personName({ username: 'ap', email: 'a@x.in' })).toBe('ap');
  expect(personName(null)).toBe('');
  expect(shortName('Asha Patil')).toBe('Asha P.');
  expect(shortName('Mary Ann Joseph')).toBe('Mary Ann J.');
  // Two accounts of one name keep the id that tells them apart.
  expect(shortName('Asha Counsellor (12)')).toBe('Asha C. (12)');
  expect(shortName('Asha')).toBe('Asha');
  expect(shortName('nameless@x.in')).toBe('nameless@x.in');
});
