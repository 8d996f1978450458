import { kindsOfAudience, LEAD_AUDIENCES, LEAD_KINDS, leadAudience } from './leads.mjs';

describe('who sends each kind of lead', () => {
  it('every kind has an audience, and the audiences split the kinds', () => {
    expect(Object.keys(LEAD_AUDIENCES).sort()).toEqual([...LEAD_KINDS].sort());
    const split = [
      ...kindsOfAudience('student'),
      ...kindsOfAudience('recruiter'),
      ...kindsOfAudience('applicant'),
    ];
    expect(split.sort()).toEqual([...LEAD_KINDS].sort());
  });

  it('job applications and recruiters are apart from the students’ enquiries', () => {
    expect(kindsOfAudience('student')).toEqual(['Enquiry', 'Contact', 'Demo session']);
    expect(leadAudience('Job application')).toBe('applicant');
    expect(leadAudience('Recruiter demo call')).toBe('recruiter');
    expect(leadAudience('Something typed by hand')).toBe('student');
    expect(leadAudience(null)).toBe('student');
  });
});
