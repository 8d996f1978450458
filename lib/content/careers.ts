/** Careers page (/career): hero, current openings (also emitted as JobPosting JSON-LD) and the careers we offer. */
import { site } from '@/lib/site';

export interface JobOpening {
  title: string;
  slug: string;
  department: 'IT Software';
  location: 'Pune';
  experience: 'Minimum 0-1 Year';
  summary: string;
  responsibilities: string[];
  skills: string[];
  employmentType: 'FULL_TIME';
  /** ISO date (YYYY-MM-DD). */
  datePosted: string;
  /** ISO date (YYYY-MM-DD). */
  validThrough: string;
}

export interface CareerHero {
  heading: 'Think You Could Fit In?';
  text: string;
}

/** Seven role names: each column of the careers page holds exactly seven, so the columns line up. */
export type SevenRoles = [string, string, string, string, string, string, string];

export interface RoleColumn {
  /** Matches the button shown with the column. */
  title: string;
  roles: SevenRoles;
}

export const careerHero: CareerHero = {
  heading: 'Think You Could Fit In?',
  text: `At ${site.name}, developers, data professionals and trainers work side by side on client projects and on the programmes that launch our learners' careers. If you enjoy building software, explaining how things work and growing with a team that invests in your learning, we would like to hear from you.`,
};

export const jobOpenings: [JobOpening, JobOpening, JobOpening] = [
  {
    title: 'MERN STACK DEVELOPER',
    slug: 'mern-stack-developer',
    department: 'IT Software',
    location: 'Pune',
    experience: 'Minimum 0-1 Year',
    summary:
      'Build and maintain responsive web applications with MongoDB, Express.js, React and Node.js for our website development clients and internal learning platforms, working alongside senior developers who review your code and help you grow.',
    responsibilities: [
      'Develop reusable, responsive React components from design mock-ups.',
      'Build and document RESTful APIs with Node.js and Express.js.',
      'Design MongoDB schemas and write efficient queries and aggregations.',
      'Implement authentication and authorisation with JWT.',
      'Take part in code reviews, fix bugs and write unit tests for your features.',
      'Deploy and monitor applications on cloud platforms such as Render or Vercel.',
    ],
    skills: [
      'HTML5, CSS3 and JavaScript (ES6+)',
      'React.js, including hooks and state management',
      'Node.js and Express.js',
      'MongoDB and basic SQL',
      'Git and GitHub',
      'REST API testing with Postman',
      'Clear written and spoken communication in English',
    ],
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-01',
    validThrough: '2027-02-28',
  },
  {
    title: 'PYTHON DEVELOPER',
    slug: 'python-developer',
    department: 'IT Software',
    location: 'Pune',
    experience: 'Minimum 0-1 Year',
    summary:
      'Write clean, well-tested Python for web applications and automation tools built with Django and Flask, from database design to deployment, as part of a small team delivering client and in-house projects.',
    responsibilities: [
      'Develop web applications and REST APIs with Django or Flask.',
      'Design relational database schemas and write optimised SQL queries.',
      'Integrate third-party services and APIs into existing applications.',
      'Automate routine tasks and data processing with Python scripts.',
      'Write unit tests and take part in code reviews.',
      'Maintain technical documentation for the features you build.',
    ],
    skills: [
      'Core Python, including object-oriented programming',
      'Django or Flask',
      'SQL with MySQL or PostgreSQL',
      'HTML, CSS and JavaScript basics',
      'Git and GitHub',
      'Debugging and unit testing with pytest or unittest',
      'Willingness to learn and to explain your work clearly',
    ],
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-01',
    validThrough: '2027-02-28',
  },
  {
    title: 'DATA SCIENTIST',
    slug: 'data-scientist',
    department: 'IT Software',
    location: 'Pune',
    experience: 'Minimum 0-1 Year',
    summary:
      'Turn raw data into models and insights that support real decisions: clean and explore datasets, build and evaluate machine learning models, and present your findings to clients and colleagues in plain language.',
    responsibilities: [
      'Collect, clean and prepare structured and unstructured data with Pandas and NumPy.',
      'Carry out exploratory data analysis and visualise results with Matplotlib and Seaborn.',
      'Build, tune and evaluate machine learning models with Scikit-Learn.',
      'Work on NLP and time-series forecasting use cases.',
      'Deploy models as simple APIs or dashboards together with the development team.',
      'Present findings and recommendations to technical and non-technical audiences.',
    ],
    skills: [
      'Python with NumPy and Pandas',
      'Statistics and probability fundamentals',
      'Machine learning with Scikit-Learn',
      'SQL for data extraction',
      'Data visualisation with Matplotlib, Seaborn or Power BI',
      'Jupyter Notebook and Git',
      'Structured problem solving and clear communication',
    ],
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-01',
    validThrough: '2027-02-28',
  },
];

export const roleColumns: [RoleColumn, RoleColumn, RoleColumn] = [
  {
    title: 'DATA SCIENCE',
    roles: [
      'Data Scientist',
      'Machine Learning Engineer',
      'AI Engineer',
      'NLP Engineer',
      'Computer Vision Engineer',
      'Data Engineer',
      'MLOps Engineer',
    ],
  },
  {
    title: 'MERN STACK',
    roles: [
      'MERN Stack Developer',
      'Full Stack Developer',
      'Frontend Developer',
      'React Developer',
      'Node.js Developer',
      'Backend Developer',
      'JavaScript Developer',
    ],
  },
  {
    title: 'DATA ANALYTICS',
    roles: [
      'Data Analyst',
      'Business Analyst',
      'Business Intelligence Analyst',
      'Power BI Developer',
      'Tableau Developer',
      'MIS Analyst',
      'Product Analyst',
    ],
  },
];
