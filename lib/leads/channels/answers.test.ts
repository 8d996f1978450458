/** @jest-environment node */
import { CHANNEL_SUBMISSION_ID, isLeadId } from '../entry';
import {
  channelSubmissionId,
  channelTime,
  hasContact,
  knownCourse,
  mapAnswers,
  MAX_ANSWERS,
  readableName,
  senderId,
} from './answers';

describe("a channel's answers made into a lead", () => {
  it('fills the lead’s own fields by role and keeps every answer in the details', () => {
    const mapped = mapAnswers([
      { label: 'Full name', value: ' Priya  Deshmukh ', role: 'name' },
      { label: 'Phone number', value: '+91 98765 01234', role: 'phone' },
      { label: 'Email', value: 'priya@example.com', role: 'email' },
      { label: 'City', value: 'Pune', role: 'city' },
      { label: 'Which course?', value: 'data_science', role: 'course' },
      { label: 'When would you like to start?', value: 'within a month' },
    ]);
    expect(mapped.values).toEqual({
      name: 'Priya Deshmukh',
      phone: '+91 98765 01234',
      email: 'priya@example.com',
      city: 'Pune',
      course: 'Data Science',
    });
    expect(mapped.details).toEqual([
      'Full name: Priya  Deshmukh',
      'Phone number: +91 98765 01234',
      'Email: priya@example.com',
      'City: Pune',
      'Which course?: data_science',
      'When would you like to start?: within a month',
    ]);
    expect(hasContact(mapped)).toBe(true);
  });

  it('leaves a field empty, and the value in the details, when it does not fit the field', () => {
    const mapped = mapAnswers([
      { label: 'Email', value: 'not an address', role: 'email' },
      { label: 'Phone', value: 'call me after 6', role: 'phone' },
      { label: 'Name', value: 'x'.repeat(300), role: 'name' },
    ]);
    expect(mapped.values).toEqual({});
    expect(hasContact(mapped)).toBe(false);
    expect(mapped.details[0]).toBe('Email: not an address');
    expect(mapped.details[1]).toBe('Phone: call me after 6');
  });

  it('joins a first and last name, and takes the first answer of a role', () => {
    const mapped = mapAnswers([
      { label: 'First name', value: 'Ravi', role: 'firstName' },
      { label: 'Last name', value: 'Joshi', role: 'lastName' },
      { label: 'Email', value: 'ravi@example.com', role: 'email' },
      { label: 'Work email', value: 'ravi@work.example', role: 'email' },
    ]);
    expect(mapped.values).toEqual({ name: 'Ravi Joshi', email: 'ravi@example.com' });
  });

  it('takes a course hint only when it names one of ours, a course question as given otherwise', () => {
    expect(
      mapAnswers([{ label: 'Category', value: 'Data Science Training Institutes', role: 'interest' }]).values,
    ).toEqual({ course: 'Data Science' });
    expect(
      mapAnswers([{ label: 'Category', value: 'Computer Training Institutes', role: 'interest' }]).values,
    ).toEqual({});
    expect(mapAnswers([{ label: 'Course', value: 'Java', role: 'course' }]).values).toEqual({
      course: 'Java',
    });
    expect(knownCourse('MERN stack')).toBe('MERN Stack Development');
    expect(knownCourse('python_full_stack')).toBe('Python Full Stack Development');
    expect(knownCourse('data analyst course')).toBe('Data Analyst');
    expect(knownCourse('big data')).toBeNull();
  });

  it('keeps plain text only, and at most so many answers', () => {
    const mapped = mapAnswers([{ label: 'Name\u202e', value: 'Asha\u0007 Rao\u200b', role: 'name' }]);
    expect(mapped.values.name).toBe('Asha Rao');
    expect(mapped.details).toEqual(['Name: Asha Rao']);
    const many = mapAnswers(
      Array.from({ length: MAX_ANSWERS + 5 }, (_, i) => ({ label: `Q${i}`, value: String(i) })),
    );
    expect(many.details).toHaveLength(MAX_ANSWERS);
  });

  it('reads a field’s name as people would', () => {
    expect(readableName('when_would_you_like_to_start?')).toBe('When would you like to start?');
    expect(readableName('')).toBe('Answer');
  });
});

describe("a channel lead's submission id", () => {
  it('is the prefix and the channel’s own id, or a digest of an id that is long or not plain', () => {
    expect(channelSubmissionId('meta', '2345678901234567')).toBe('meta:2345678901234567');
    const long = channelSubmissionId('google', 'TeSter-123-'.padEnd(140, 'x'));
    expect(long).toMatch(/^google:~[0-9a-f]{40}$/);
    expect(channelSubmissionId('google', 'TeSter-123-'.padEnd(140, 'x'))).toBe(long);
    expect(channelSubmissionId('justdial', '../../etc/passwd')).toMatch(/^justdial:~[0-9a-f]{40}$/);
    expect(channelSubmissionId('justdial', 'a b')).not.toBe(channelSubmissionId('justdial', 'a_b'));
    for (const id of ['meta:1', long, channelSubmissionId('x', '.hidden')]) {
      expect(id).toMatch(CHANNEL_SUBMISSION_ID);
      expect(isLeadId(id)).toBe(true);
      expect(id.length).toBeLessThanOrEqual(160);
    }
    expect(isLeadId('meta:../x')).toBe(false);
    expect(isLeadId('Meta:1')).toBe(false);
  });
});

describe('what a channel says about its lead', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('takes its time when plausible', () => {
    expect(channelTime(1795774528, now)).toBe('2026-11-27T10:15:28.000Z');
    expect(channelTime('2026-11-27T10:15:28+0000', now)).toBe('2026-11-27T10:15:28.000Z');
    expect(channelTime('2026-11-27T10:45:12Z', now)).toBe('2026-11-27T10:45:12.000Z');
    expect(channelTime('2026-11-29T10:45:12Z', now)).toBeNull();
    expect(channelTime('2020-01-01T00:00:00Z', now)).toBeNull();
    expect(channelTime('yesterday', now)).toBeNull();
    expect(channelTime(undefined, now)).toBeNull();
  });

  it('keeps ids that are ids', () => {
    expect(senderId('120215678901234567')).toBe('120215678901234567');
    expect(senderId(21876543210)).toBe('21876543210');
    expect(senderId('<script>')).toBeUndefined();
    expect(senderId(1e300)).toBeUndefined();
  });
});
