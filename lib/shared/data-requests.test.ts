import { ANSWER_DAYS, answerDeadline } from './data-requests.mjs';

describe('a data request’s deadline, as the site states it and the CMS keeps it', () => {
  it('is ANSWER_DAYS after the day the request arrived, in India', () => {
    expect(ANSWER_DAYS).toBe(30);
    expect(answerDeadline('2026-11-27T10:00:00Z')).toBe('2026-12-27');
    // 20:00 UTC is already the next day in India.
    expect(answerDeadline('2026-11-27T20:00:00Z')).toBe('2026-12-28');
    expect(answerDeadline('2027-02-01T00:00:00Z')).toBe('2027-03-03');
  });
});
