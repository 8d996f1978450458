/** Records behind the course pages and syllabus PDFs: a course's content and its curriculum. */

export type CourseSlug = 'mernstack' | 'pythonfullstack' | 'datascience' | 'dataanalyst';

/** Colour family of a topic badge; the badge itself is drawn in CSS, so topics need no image files. */
export type BadgeTone = 'blue' | 'green' | 'amber' | 'red' | 'violet' | 'teal' | 'slate';

export interface TopicLogo {
  /** One to three characters shown in the badge, e.g. "JS", "Py", "SQL". */
  mark: string;
  tone: BadgeTone;
}

export interface CurriculumTopic {
  subtitle: string;
  logo: TopicLogo;
  items: string[];
}

export interface CurriculumSection {
  /** A module of the programme, e.g. "Module 1 · Frontend Foundations (Weeks 1–4)". */
  title: string;
  topics: CurriculumTopic[];
}

export interface Curriculum {
  title: string;
  sections: CurriculumSection[];
}

/** Illustrations available for credential cards, drawn as SVG in public/images/credentials/{key}.svg. */
export type CredentialImage =
  'certificate' | 'projects' | 'mentors' | 'placement' | 'students' | 'interview' | 'lab' | 'live-classes';

export interface CredentialCard {
  image: CredentialImage;
  title: string;
}

export interface CourseContent {
  slug: CourseSlug;
  /** Full title as on the hero, e.g. "MERN Stack Development". */
  title: string;
  /** Short label for menus and cards, e.g. "MERN Stack". */
  shortTitle: string;
  /** One sentence for cards and the meta description (under 160 characters). */
  summary: string;
  /** Five Program Core Credentials cards; the first carries the student-count claim. */
  credentials: [CredentialCard, CredentialCard, CredentialCard, CredentialCard, CredentialCard];
  /** The About section: five paragraphs. */
  about: [string, string, string, string, string];
  curriculum: Curriculum;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Testimonial {
  name: string;
  /** e.g. "MERN Stack batch of 2025, now Frontend Developer at a product startup" */
  role: string;
  feedback: string;
}

export interface Review {
  name: string;
  course: string;
  text: string;
}
