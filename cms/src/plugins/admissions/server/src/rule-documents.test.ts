import { expect, test } from '@jest/globals';
import { ruleData } from './rule-documents';

test('a rule’s forms are kept to the kinds of lead, spelled as the leads spell them', () => {
  expect(ruleData({ name: 'HR', forms: ['job application'] })).toEqual({
    name: 'HR',
    forms: ['Job application'],
  });
  expect(ruleData({ forms: ['Recruiter demo call', 'Job application', 'Job application'] }).forms).toEqual([
    'Recruiter demo call',
    'Job application',
  ]);
  expect(ruleData({ forms: null }).forms).toEqual([]);
  expect(ruleData({ course: 'Data Science' })).toEqual({ course: 'Data Science' });
  expect(() => ruleData({ forms: ['Job application', 'Interview'] })).toThrow(
    /Forms: a list of the kinds of lead/,
  );
  expect(() => ruleData({ forms: 'Job application' })).toThrow(/Forms/);
});

test('the turn counter is the round robin’s own: a value sent for it is dropped', () => {
  expect(ruleData({ course: 'Data Science', assignedCount: 0 })).toEqual({ course: 'Data Science' });
});
