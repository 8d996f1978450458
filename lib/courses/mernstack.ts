import { courseTitle } from '@/lib/leads/facts';
import { site } from '@/lib/site';
import type { CourseContent } from './types';

export const mernStackCourse: CourseContent = {
  slug: 'mernstack',
  title: courseTitle('mernstack'),
  shortTitle: 'MERN Stack',
  summary:
    'Six-month MERN programme: HTML5 to React.js, Node.js, Express.js, MongoDB and MySQL, with live projects, mock interviews and placement support.',
  credentials: [
    { image: 'students', title: '400+ Students Enrolled' },
    { image: 'certificate', title: 'Industry-Recognised Certificate' },
    { image: 'projects', title: 'Live Full-Stack Capstone Projects' },
    { image: 'mentors', title: 'Mentors With 10+ Years in Industry' },
    { image: 'placement', title: 'Dedicated Placement Cell' },
  ],
  about: [
    `The MERN Stack Development programme at ${site.name} is built for graduates, final-year students and working professionals who want to become job-ready full-stack JavaScript developers. You do not need a computer science degree: the course starts with how the web works and how a page is structured, and moves step by step to production-grade applications. Learners from commerce, science and mechanical backgrounds have completed it alongside IT graduates, because every concept is introduced with a small working example before it is used in a larger build.`,
    'The course runs for six months and is offered both offline at our Pune classroom and online as live, instructor-led sessions, so you can choose the mode that fits your college or work schedule. Weekday and weekend batches follow the same curriculum. Each class combines a short concept session with guided coding in the lab, and every week ends with an assignment that a mentor reviews. Recordings of online sessions stay available, so a missed class never means falling behind the batch.',
    'You learn the complete stack in the order real teams use it: HTML5, CSS3 and modern JavaScript ES6+, then React.js for the interface, Node.js and Express.js for RESTful APIs, MongoDB and MySQL for data, and Git, Postman and cloud deployment to ship the work. Topics such as routing and middleware, JWT authentication, error handling and connecting frontend and backend are covered hands-on rather than as slides, so by the midpoint you are already building and debugging a real multi-page application of your own.',
    'Projects carry the most weight in the programme. Along the way you build a responsive portfolio site, a React dashboard that consumes a public API, and a secured REST API with user accounts. The last three weeks are reserved for a capstone such as an e-commerce store, a job portal or a booking system, planned earlier in the course and developed in sprints with code reviews, deployed live on Render or Vercel and published on GitHub, so recruiters can open and test what you have built.',
    'Graduates of the programme apply for roles such as MERN Stack Developer, Full Stack JavaScript Developer, React Frontend Developer and Node.js Backend Developer. Our placement cell prepares you with resume and LinkedIn reviews, aptitude practice and mock technical interviews led by professionals with more than ten years of industry experience. Once you complete the course and its projects, the team shares your profile with our network of hiring partners and keeps scheduling interviews with suitable companies, with 100% placement assistance throughout.',
  ],
  curriculum: {
    title: 'MERN Stack Development Curriculum',
    sections: [
      {
        title: 'Module 1 · Web Foundations (Weeks 1–3)',
        topics: [
          {
            subtitle: 'HTML5',
            logo: { mark: 'H5', tone: 'red' },
            items: [
              'How the web works: browsers, servers, HTTP requests and responses',
              'Semantic HTML5 structure: header, nav, main, section, article and footer',
              'Text, lists, links, images, audio and video elements',
              'Forms, HTML5 input types and built-in validation attributes',
              'Tables, accessible markup, alt text and form labels',
              'Meta tags and SEO-friendly page structure',
            ],
          },
          {
            subtitle: 'CSS3',
            logo: { mark: 'CSS', tone: 'blue' },
            items: [
              'Selectors, specificity, the cascade and the box model',
              'Flexbox for one-dimensional layouts',
              'CSS Grid for full page layouts',
              'Media queries and mobile-first responsive design',
              'CSS3 custom properties, transitions and animations',
              'Mini project: responsive personal portfolio page',
            ],
          },
          {
            subtitle: 'Developer Setup',
            logo: { mark: 'VS', tone: 'slate' },
            items: [
              'VS Code, useful extensions and keyboard shortcuts',
              'Browser DevTools: inspecting elements, styles and the network tab',
              'Command line basics for developers',
              'Project folder structure and naming conventions',
            ],
          },
        ],
      },
      {
        title: 'Module 2 · JavaScript ES6+ (Weeks 4–7)',
        topics: [
          {
            subtitle: 'JavaScript Fundamentals',
            logo: { mark: 'JS', tone: 'amber' },
            items: [
              'Variables with let and const, data types and operators',
              'Conditions, loops and functions',
              'Scope, hoisting and closures',
              'Arrays and objects with map, filter, reduce and find',
              'The this keyword, prototypes and classes',
              'Debugging with breakpoints and the console',
            ],
          },
          {
            subtitle: 'JavaScript ES6+ Features',
            logo: { mark: 'ES6', tone: 'amber' },
            items: [
              'Arrow functions, template literals and default parameters',
              'Destructuring, spread and rest operators',
              'ES modules with import and export',
              'Promises, async and await',
              'Fetch API and working with JSON',
              'Error handling with try, catch and custom errors',
            ],
          },
          {
            subtitle: 'DOM and Browser APIs',
            logo: { mark: 'DOM', tone: 'teal' },
            items: [
              'Selecting and updating DOM elements',
              'Events, event bubbling and event delegation',
              'Form handling and client-side validation',
              'localStorage and sessionStorage',
              'Mini project: task manager app with saved data',
            ],
          },
        ],
      },
      {
        title: 'Module 3 · Frontend With React.js (Weeks 8–12)',
        topics: [
          {
            subtitle: 'React.js Fundamentals',
            logo: { mark: 'Re', tone: 'teal' },
            items: [
              'Single-page applications and project setup with Vite',
              'JSX, components and props',
              'State with useState and event handling',
              'Conditional rendering, lists and keys',
              'Controlled forms and input validation',
              'Component composition and folder structure',
            ],
          },
          {
            subtitle: 'Hooks and State Management',
            logo: { mark: 'Hk', tone: 'violet' },
            items: [
              'useEffect and fetching data from APIs',
              'useRef, useMemo and useCallback',
              'Writing custom hooks',
              'Context API for shared state',
              'Redux Toolkit for global application state',
            ],
          },
          {
            subtitle: 'Routing and UI',
            logo: { mark: 'RR', tone: 'red' },
            items: [
              'React Router: nested routes, URL parameters and navigation',
              'Protected routes for signed-in users',
              'Styling with CSS Modules and Tailwind CSS',
              'Loading and error states in the interface',
              'Performance basics: memoisation and lazy loading',
              'Project: React dashboard consuming a public API',
            ],
          },
        ],
      },
      {
        title: 'Module 4 · Backend With Node.js and Express.js (Weeks 13–16)',
        topics: [
          {
            subtitle: 'Node.js',
            logo: { mark: 'No', tone: 'green' },
            items: [
              'Node.js runtime, the event loop and non-blocking I/O',
              'npm, package.json and npm scripts',
              'Core modules: fs, path, http and events',
              'CommonJS and ES modules in Node.js',
              'Building a basic HTTP server without a framework',
            ],
          },
          {
            subtitle: 'Express.js',
            logo: { mark: 'Ex', tone: 'slate' },
            items: [
              'Express.js application setup and project structure',
              'Routing and middleware: routers, route parameters and query strings',
              'Built-in, third-party and custom middleware',
              'Designing RESTful APIs: resources, HTTP methods and status codes',
              'Request validation and sanitising user input',
              'Centralised error handling middleware and consistent error responses',
              'File uploads with Multer',
            ],
          },
          {
            subtitle: 'Authentication and Security',
            logo: { mark: 'JWT', tone: 'violet' },
            items: [
              'JWT authentication: sign-up, login and access tokens',
              'Password hashing with bcrypt',
              'Protecting routes and role-based access control',
              'Storing tokens safely: HTTP-only cookies versus local storage',
              'CORS, Helmet and rate limiting',
            ],
          },
        ],
      },
      {
        title: 'Module 5 · MongoDB (Weeks 17–19)',
        topics: [
          {
            subtitle: 'MongoDB Essentials',
            logo: { mark: 'Mdb', tone: 'green' },
            items: [
              'Intro to NoSQL: documents, collections and when to choose NoSQL',
              'Installing MongoDB locally and creating a MongoDB Atlas cluster',
              'MongoDB Compass: browsing data, running queries and creating indexes',
              'CRUD operations: insertOne, find, updateOne and deleteOne',
              'Query operators, projection and sorting',
            ],
          },
          {
            subtitle: 'Mongoose ODM',
            logo: { mark: 'Mg', tone: 'red' },
            items: [
              'Schemas, models and built-in validation',
              'Relationships with references and populate',
              'Aggregation pipeline basics: match, group, sort and lookup',
              'Pagination, filtering and search for APIs',
              'Project: secured REST API with users and roles',
            ],
          },
        ],
      },
      {
        title: 'Module 6 · MySQL (Weeks 20–21)',
        topics: [
          {
            subtitle: 'MySQL Fundamentals',
            logo: { mark: 'SQL', tone: 'blue' },
            items: [
              'Intro to relational databases and MySQL',
              'Tables, data types, primary keys and foreign keys',
              'CRUD with INSERT, SELECT, UPDATE and DELETE',
              'Joins: INNER, LEFT and RIGHT JOIN',
              'GROUP BY, HAVING and aggregate functions',
              'Connecting MySQL to Node.js with mysql2',
            ],
          },
          {
            subtitle: 'Data Modelling',
            logo: { mark: 'ER', tone: 'slate' },
            items: [
              'Entity-relationship diagrams',
              'Normalisation up to third normal form',
              'Transactions and data integrity',
              'Choosing SQL or NoSQL for a feature',
            ],
          },
        ],
      },
      {
        title: 'Module 7 · Tools, Integration and Deployment (Weeks 22–23)',
        topics: [
          {
            subtitle: 'Git and GitHub',
            logo: { mark: 'Git', tone: 'red' },
            items: [
              'Git basics: init, add, commit and log',
              'Branching, merging and resolving conflicts',
              'Pull requests and code reviews on GitHub',
              'Writing a clear README and organising a GitHub portfolio',
            ],
          },
          {
            subtitle: 'API Tooling and Integration',
            logo: { mark: 'PM', tone: 'amber' },
            items: [
              'Testing APIs with Postman collections and environments',
              'Environment variables with dotenv and keeping .env files out of Git',
              'Connecting frontend and backend with Axios',
              'Handling CORS and a development proxy',
              'Sharing types and validation rules between client and server',
            ],
          },
          {
            subtitle: 'Deployment',
            logo: { mark: 'Dep', tone: 'teal' },
            items: [
              'Deployment with Render or Vercel: backend and frontend',
              'Production database on MongoDB Atlas',
              'Setting environment variables on the hosting platform',
              'Custom domains, HTTPS and reading production logs',
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
              'Choosing a capstone: e-commerce store, job portal or booking system',
              'Requirements, wireframes and database design',
              'Building in weekly sprints with mentor code reviews',
              'Testing, bug fixing and performance checks',
              'Live deployment and project demo to a review panel',
            ],
          },
          {
            subtitle: 'Interview Preparation',
            logo: { mark: 'Int', tone: 'green' },
            items: [
              'Data structures and problem solving in JavaScript',
              'Frequently asked React, Node.js and MongoDB interview questions',
              'Mock technical and HR interviews with feedback',
              'Resume, LinkedIn profile and GitHub portfolio review',
              'Aptitude and communication practice',
            ],
          },
        ],
      },
    ],
  },
};
