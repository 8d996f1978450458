/** Program Highlights on every course page: six cards, in the order shown. */
export interface ProgramHighlight {
  title: string;
  description: string;
  icon: 'trainer' | 'lab' | 'projects' | 'server' | 'interview' | 'placement';
}

export const programHighlights: ProgramHighlight[] = [
  {
    title: 'Industry Expert Trainers',
    description:
      'Learn from working developers and data professionals who bring real project experience, current industry practices and practical advice into every session.',
    icon: 'trainer',
  },
  {
    title: 'Training Lab',
    description:
      'Practise in a fully equipped Pune training lab with configured systems, fast internet and mentors on hand to help you debug your code.',
    icon: 'lab',
  },
  {
    title: 'Hands-on Projects',
    description:
      'Build module projects and a final capstone on realistic problems, then publish them on GitHub or a live URL to show recruiters.',
    icon: 'projects',
  },
  {
    title: 'Live Server & 24x7 Support',
    description:
      'Deploy your applications and models to live servers, and get round-the-clock access to practice environments with support whenever you are stuck.',
    icon: 'server',
  },
  {
    title: 'Mock Interview & Resume Preparation',
    description:
      'Face mock technical and HR interviews with experienced professionals and get your resume, LinkedIn and GitHub profiles reviewed before applying.',
    icon: 'interview',
  },
  {
    title: '100% Placement Assistance',
    description:
      'Our placement cell shares your profile with hiring partners, schedules interviews and supports you until you land a suitable role.',
    icon: 'placement',
  },
];
