/** The three selects of the Exams and Certifications form on the course pages. All are required. */
export interface CertificationSelect {
  name: 'certify' | 'standOut' | 'upskill';
  label: string;
  options: string[];
}

export const certificationSelects: CertificationSelect[] = [
  {
    name: 'certify',
    label: 'Certify Your Skills',
    options: ['Industry Recognized Certification', 'Technical Skill Validation', 'Professional Growth'],
  },
  {
    name: 'standOut',
    label: 'Stand Out From The Crowd',
    options: ['Better Job Opportunities', 'Higher Credibility', 'Skill Showcase'],
  },
  {
    name: 'upskill',
    label: 'Upskill Your Career',
    options: ['Expand Knowledge', 'Stay Competitive', 'Career Growth'],
  },
];
