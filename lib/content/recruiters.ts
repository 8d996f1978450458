/** Recruiter page (/hirefromus): hiring pitch, roles trained and how hiring works. */
import { site } from '@/lib/site';

export interface RecruiterPromise {
  value: string;
  label: string;
}

export interface RecruiterPitch {
  heading: string;
  text: string;
  promises: RecruiterPromise[];
}

export interface HiringStep {
  title: string;
  description: string;
}

export interface RecruiterSectionCopy {
  heading: string;
  text: string;
}

export const recruiterPitch: RecruiterPitch = {
  heading: 'Hire Job-Ready Tech Talent',
  text: `${site.name} trains developers and data professionals on real projects, with mock interviews and assessments at every stage. Tell us who you need, and we will introduce you to candidates who can contribute from their first week.`,
  promises: [
    {
      value: 'Zero Hiring Fee',
      label: 'Interview and hire our trained candidates at no cost to your company.',
    },
    {
      value: 'Under 1 Week',
      label: 'Turnaround from your requirement to a shortlist of assessed candidates.',
    },
    { value: '500+', label: 'Hiring partners already recruit from our talent pool.' },
  ],
};

export const demoCallCopy: RecruiterSectionCopy = {
  heading: 'Schedule a Demo Call',
  text: 'Share a few details and our placement team will call you to understand your hiring needs and walk you through our candidate pool.',
};

export const rolesTrainedHeading = 'Roles We Train For';

export const rolesTrained: string[] = [
  'MERN Stack Developer',
  'React Developer',
  'Node.js Developer',
  'Python Developer',
  'Django Developer',
  'Backend Developer',
  'Data Scientist',
  'Machine Learning Engineer',
  'Data Analyst',
  'Power BI Developer',
  'QA / Automation Engineer',
  'Full Stack Developer',
];

export const hiringStepsHeading = 'How It Works';

export const hiringSteps: [HiringStep, HiringStep, HiringStep, HiringStep] = [
  {
    title: 'Share your requirement',
    description:
      'Tell us the role, skills, experience level, location and number of openings, through the demo-call form or a quick call with our placement team.',
  },
  {
    title: 'We shortlist',
    description:
      'We match your requirement against our assessed candidates, screen them for technical skills and communication, and send you a shortlist in under a week.',
  },
  {
    title: 'Interview candidates',
    description:
      'You run your own technical and HR rounds, online or at your office. We schedule the interviews and collect your feedback after every round.',
  },
  {
    title: 'Onboard with confidence',
    description:
      'Make your offer and welcome your new hire with zero hiring fee. We stay in touch through the first weeks to make sure the placement works for both sides.',
  },
];

/** Headings and texts of the page's other bands. */
export const recruiterSections = {
  hero: { eyebrow: 'Hire From Us' },
  partners: {
    eyebrow: 'Success stories',
    heading: 'Our Learners Work at 500+ Companies',
    text: 'From start-ups to large IT services firms, hiring partners come back to us batch after batch.',
  },
  roles: {
    eyebrow: 'Talent pool',
    text: 'Every candidate has finished a six-month, project-based programme, with mock interviews and assessments along the way.',
  },
  howItWorks: {
    eyebrow: 'Hiring process',
    text: 'Four simple steps from your requirement to your new hire, with our placement team beside you throughout.',
  },
} as const;

/** The demo-call form's submit button. */
export const demoCallSubmit = 'Schedule a Demo Call';
