import { courseTitle } from '@/lib/leads/facts';
import { site } from '@/lib/site';
import type { CourseContent } from './types';

export const pythonFullStackCourse: CourseContent = {
  slug: 'pythonfullstack',
  title: courseTitle('pythonfullstack'),
  shortTitle: 'Python Full Stack',
  summary:
    'Six-month Python Full Stack programme: HTML, CSS, JavaScript and React, Python with Django and Flask, SQL and MongoDB, projects and placement support.',
  credentials: [
    { image: 'students', title: '500+ Students Enrolled' },
    { image: 'live-classes', title: 'Live Online & Offline Classes' },
    { image: 'projects', title: 'Django & React Capstone Projects' },
    { image: 'interview', title: 'Mock Interviews With Industry Experts' },
    { image: 'placement', title: '100% Placement Assistance' },
  ],
  about: [
    `The Python Full Stack Development programme at ${site.name} is designed for graduates, final-year students and working professionals who want a development career built on one of the most widely used languages in the industry. Python's readable syntax makes it a strong first language for beginners, while its frameworks power products at companies of every size. No prior coding experience is required; basic familiarity with computers and a willingness to practise every day are enough to begin.`,
    'The programme runs for six months and can be attended offline at our Pune training lab or online through live, instructor-led classes, with weekday and weekend batches following the same syllabus. Every session pairs a short explanation with guided coding, and weekly assignments are reviewed by mentors who point out what to improve. Online learners get session recordings and the same doubt-clearing support as classroom learners, so the mode you choose never limits what you learn.',
    'The curriculum covers the full stack in a practical sequence. You start with HTML, CSS and Bootstrap, add JavaScript and React for interactive interfaces, and then spend the core of the course on Python basics, object-oriented programming and backend development with Django and Flask. Data is handled with SQL databases through the Django ORM and with MongoDB for document data, and you finish with Git, Postman, virtual environments and cloud deployment, the everyday tools of a working developer.',
    'You build as you learn. Projects include a responsive Bootstrap landing page, a React front end for a REST API, a Flask microservice and a Django web application with user accounts, an admin panel and payments in test mode. In the final weeks you complete a capstone such as a learning management system, an inventory tool or a job board, with a Django REST Framework backend and a React frontend, deployed live and documented on GitHub for recruiters to review.',
    'Completing the programme prepares you for roles such as Python Developer, Django Developer, Python Full Stack Developer and Backend Engineer. The placement cell works with you from the fourth month: resume and LinkedIn reviews, aptitude and coding practice, and mock technical interviews conducted by professionals with more than ten years of industry experience. Once your projects are complete, your profile is shared with our hiring partners and interviews are arranged, with 100% placement assistance until you land a suitable role.',
  ],
  curriculum: {
    title: 'Python Full Stack Development Curriculum',
    sections: [
      {
        title: 'Module 1 · Frontend Foundations: HTML, CSS and Bootstrap (Weeks 1–3)',
        topics: [
          {
            subtitle: 'HTML',
            logo: { mark: 'H5', tone: 'red' },
            items: [
              'How the web works: browsers, servers and HTTP',
              'Semantic HTML structure and page layout elements',
              'Links, images, media, lists and tables',
              'Forms, input types and built-in validation',
              'Accessibility basics: labels, alt text and headings',
            ],
          },
          {
            subtitle: 'CSS',
            logo: { mark: 'CSS', tone: 'blue' },
            items: [
              'Selectors, specificity and the box model',
              'Flexbox and CSS Grid layouts',
              'Media queries and responsive design',
              'Transitions, animations and custom properties',
              'Browser DevTools for debugging styles',
            ],
          },
          {
            subtitle: 'Bootstrap',
            logo: { mark: 'Bs', tone: 'violet' },
            items: [
              'Bootstrap grid system and breakpoints',
              'Components: navbar, cards, modals, forms and alerts',
              'Utility classes for spacing, colour and typography',
              'Customising Bootstrap themes',
              'Project: responsive multi-section landing page',
            ],
          },
        ],
      },
      {
        title: 'Module 2 · JavaScript (Weeks 4–6)',
        topics: [
          {
            subtitle: 'JavaScript Fundamentals',
            logo: { mark: 'JS', tone: 'amber' },
            items: [
              'Variables, data types, operators and control flow',
              'Functions, scope and closures',
              'Arrays, objects and array methods: map, filter and reduce',
              'ES6+ syntax: arrow functions, destructuring, spread and modules',
              'Classes and the this keyword',
            ],
          },
          {
            subtitle: 'DOM and Asynchronous JavaScript',
            logo: { mark: 'DOM', tone: 'teal' },
            items: [
              'Selecting and updating DOM elements',
              'Events and event delegation',
              'Promises, async and await',
              'Fetch API and working with JSON',
              'Error handling with try and catch',
              'Mini project: weather app using a public API',
            ],
          },
        ],
      },
      {
        title: 'Module 3 · React (Weeks 7–9)',
        topics: [
          {
            subtitle: 'React Fundamentals',
            logo: { mark: 'Re', tone: 'teal' },
            items: [
              'Project setup with Vite',
              'JSX, components and props',
              'State with useState and event handling',
              'Lists, keys and conditional rendering',
              'Controlled forms and validation',
            ],
          },
          {
            subtitle: 'React in Practice',
            logo: { mark: 'RR', tone: 'red' },
            items: [
              'useEffect and calling backend APIs with Axios',
              'React Router: routes, URL parameters and navigation',
              'Context API for shared state such as the signed-in user',
              'Custom hooks for reusable logic',
              'Loading, empty and error states',
              'Project: React front end for a REST API',
            ],
          },
        ],
      },
      {
        title: 'Module 4 · Python Programming (Weeks 10–13)',
        topics: [
          {
            subtitle: 'Python Basics',
            logo: { mark: 'Py', tone: 'blue' },
            items: [
              'Installing Python, VS Code and running scripts',
              'Variables, data types, operators and input/output',
              'Conditions, loops and functions',
              'Strings, lists, tuples, sets and dictionaries',
              'List and dictionary comprehensions',
              'Exception handling with try, except and finally',
            ],
          },
          {
            subtitle: 'Object-Oriented Python',
            logo: { mark: 'OOP', tone: 'violet' },
            items: [
              'Classes, objects, constructors and methods',
              'Inheritance, polymorphism and encapsulation',
              'Magic methods and dataclasses',
              'Modules, packages and the standard library',
            ],
          },
          {
            subtitle: 'Working With Files and Data',
            logo: { mark: 'IO', tone: 'slate' },
            items: [
              'Reading and writing text, CSV and JSON files',
              'Virtual environments and pip',
              'Calling web APIs with the requests library',
              'Writing unit tests with pytest',
              'Mini project: command-line expense tracker',
            ],
          },
        ],
      },
      {
        title: 'Module 5 · Backend With Django or Flask (Weeks 14–18)',
        topics: [
          {
            subtitle: 'Django',
            logo: { mark: 'Dj', tone: 'green' },
            items: [
              'Django project and app structure, settings and URLs',
              'Models, migrations and the Django ORM',
              'Views, templates and template inheritance',
              'Forms, model forms and validation',
              'Authentication, permissions and the Django admin panel',
              'Static and media file handling',
            ],
          },
          {
            subtitle: 'Django REST Framework',
            logo: { mark: 'DRF', tone: 'red' },
            items: [
              'Serializers and API views',
              'ViewSets, routers and RESTful API design',
              'Token and JWT authentication for APIs',
              'Pagination, filtering and search',
              'Connecting a React frontend to a Django API',
            ],
          },
          {
            subtitle: 'Flask',
            logo: { mark: 'Fl', tone: 'slate' },
            items: [
              'Flask application structure and routing',
              'Jinja templates and request handling',
              'Blueprints for larger applications',
              'Building a REST API with Flask',
              'Flask-SQLAlchemy for database access',
              'When to choose Flask and when to choose Django',
            ],
          },
        ],
      },
      {
        title: 'Module 6 · Databases: SQL and MongoDB (Weeks 19–21)',
        topics: [
          {
            subtitle: 'SQL',
            logo: { mark: 'SQL', tone: 'blue' },
            items: [
              'Relational database concepts with MySQL and PostgreSQL',
              'Creating tables, keys and constraints',
              'CRUD with INSERT, SELECT, UPDATE and DELETE',
              'Joins, GROUP BY and aggregate functions',
              'Subqueries and indexes',
              'Normalisation and database design',
            ],
          },
          {
            subtitle: 'MongoDB',
            logo: { mark: 'Mdb', tone: 'green' },
            items: [
              'NoSQL concepts: documents and collections',
              'CRUD operations in the Mongo shell and MongoDB Compass',
              'Using MongoDB from Python with PyMongo',
              'Indexes and aggregation basics',
              'Choosing SQL or MongoDB for a feature',
            ],
          },
        ],
      },
      {
        title: 'Module 7 · Developer Tools and Deployment (Weeks 22–23)',
        topics: [
          {
            subtitle: 'Git and GitHub',
            logo: { mark: 'Git', tone: 'red' },
            items: [
              'Commits, branches and merges',
              'Pull requests and code reviews',
              'Resolving merge conflicts',
              'Building a GitHub portfolio with clear READMEs',
            ],
          },
          {
            subtitle: 'Tools and Deployment',
            logo: { mark: 'Dep', tone: 'teal' },
            items: [
              'Testing APIs with Postman',
              'Environment variables and managing secrets',
              'Serving Django with Gunicorn',
              'Deploying to Render or PythonAnywhere',
              'Docker basics: images, containers and docker-compose',
            ],
          },
        ],
      },
      {
        title: 'Module 8 · Capstone Project and Placement Preparation (Weeks 24–26)',
        topics: [
          {
            subtitle: 'Capstone Project',
            logo: { mark: 'Cap', tone: 'violet' },
            items: [
              'Choosing a capstone: learning management system, inventory tool or job board',
              'Django REST Framework backend with a React frontend',
              'Weekly sprints with mentor code reviews',
              'Testing, documentation and live deployment',
              'Final demo to a review panel',
            ],
          },
          {
            subtitle: 'Interview Preparation',
            logo: { mark: 'Int', tone: 'green' },
            items: [
              'Python coding problems and data structures practice',
              'Frequently asked Django, SQL and React interview questions',
              'Mock technical and HR interviews with feedback',
              'Resume, LinkedIn and GitHub review',
              'Aptitude and communication practice',
            ],
          },
        ],
      },
    ],
  },
};
