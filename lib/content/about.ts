/** Copy of the About page (/aboutus): hero, Why choose us, Vision and Mission, What we believe in, stats. */
import { site } from '@/lib/site';

export interface AboutHero {
  heading: string;
  text: string;
}

export interface WhyChooseUsReason {
  title:
    'Placement Support' | 'Resume Building' | 'Mock Interviews' | 'Mentor Support' | 'Placement Assurance';
  description: string;
}

export interface StatementCard {
  title: string;
  text: string;
}

export interface CoreValue {
  name: 'Clarity' | 'Excellence' | 'Teamwork' | 'Compassion';
  description: string;
}

export interface AboutStat {
  value: string;
  label: string;
}

export interface AboutPage {
  hero: AboutHero;
  /** Section heading above the five reasons. */
  whyChooseUsHeading: string;
  /** Exactly five reasons, in the institute's order (the tuple type keeps the count). */
  whyChooseUs: [
    WhyChooseUsReason,
    WhyChooseUsReason,
    WhyChooseUsReason,
    WhyChooseUsReason,
    WhyChooseUsReason,
  ];
  vision: StatementCard;
  mission: StatementCard;
  /** Section heading above the four values: "What we believe in". */
  valuesHeading: string;
  values: [CoreValue, CoreValue, CoreValue, CoreValue];
  stats: AboutStat[];
}

const hero: AboutHero = {
  heading: 'From classroom to career, with you at every step',
  text: `${site.name} is a Pune-based IT training institute where 7000+ learners have built job-ready skills in software development and data. Our MERN Stack, Python Full Stack, Data Science and Data Analyst programmes combine live projects, mock interviews and dedicated placement support, so you finish the course ready for the job, not just with a certificate.`,
};

const whyChooseUs: AboutPage['whyChooseUs'] = [
  {
    title: 'Placement Support',
    description:
      'Our placement team works with 500+ hiring partners and schedules interviews that match your skills and goals. That focus has given us a 96% placement record, with 4000+ students placed so far.',
  },
  {
    title: 'Resume Building',
    description:
      'We help you write a clear, one-page resume and a strong LinkedIn and GitHub profile that show your projects, skills and results the way recruiters scan for them.',
  },
  {
    title: 'Mock Interviews',
    description:
      'Practise technical and HR rounds with interviewers who have 10+ years of industry experience, and get honest, specific feedback after every session until you walk into real interviews with confidence.',
  },
  {
    title: 'Mentor Support',
    description:
      'Working professionals mentor you through doubts, assignments and live projects, both in class and after hours. That is how 7000+ learners have trained with us, in Pune and online.',
  },
  {
    title: 'Placement Assurance',
    description:
      'Our 100% placement assurance means we keep supporting you with referrals, interview opportunities and preparation until you are placed, as set out in your programme terms. Our placed learners earn an average salary of 10 LPA.',
  },
];

const vision: StatementCard = {
  title: 'Our Vision',
  text: "To be India's most trusted bridge between learning and employment in technology, where every motivated graduate and working professional, whatever their background, can build a rewarding career in software and data.",
};

const mission: StatementCard = {
  title: 'Our Mission',
  text: 'To deliver practical, industry-aligned training in web development, Python and data, taught by people who work in the field, and to stand beside every learner through resume building, mock interviews and placement support until their career begins.',
};

const values: AboutPage['values'] = [
  {
    name: 'Clarity',
    description:
      'We explain concepts in plain language, set honest expectations about effort and outcomes, and make sure every learner knows exactly where they stand in the programme.',
  },
  {
    name: 'Excellence',
    description:
      'We keep our curriculum aligned with what hiring partners ask for, and hold our trainers, projects and our own support to a professional standard.',
  },
  {
    name: 'Teamwork',
    description:
      "Learners build projects in teams, review each other's code and learn to collaborate the way real engineering teams do, with mentors working alongside them.",
  },
  {
    name: 'Compassion',
    description:
      "Changing careers is hard. We listen, adapt to each learner's pace and circumstances, and treat every question as one worth answering.",
  },
];

const stats: AboutStat[] = [
  { value: '7000+', label: 'Learners' },
  { value: '500+', label: 'Hiring Partners' },
  { value: '96%', label: 'Placement Record' },
  { value: '4000+', label: 'Students Placed' },
];

export const about: AboutPage = {
  hero,
  whyChooseUsHeading: 'Why choose us',
  whyChooseUs,
  vision,
  mission,
  valuesHeading: 'What we believe in',
  values,
  stats,
};
