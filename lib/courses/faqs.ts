import type { Faq } from './types';

/** Training FAQ accordion on every course page, in the order shown. */
export const trainingFaqs: Faq[] = [
  {
    question: 'What will I learn in the MERN stack course?',
    answer:
      'You learn to build complete web applications with JavaScript: HTML5, CSS3 and JavaScript ES6+ for the basics, React.js for the frontend, Node.js and Express.js for RESTful APIs with routing, middleware, error handling and JWT authentication, and MongoDB and MySQL for data. The course also covers Git and GitHub, Postman, environment variables and deployment with Render or Vercel, and ends with a deployed capstone project.',
  },
  {
    question: 'Does the course include live projects?',
    answer:
      'Yes. Every programme includes guided projects after each module and a capstone project in the final weeks. Depending on the course, you build and deploy full-stack applications, machine learning models or business dashboards on realistic data, with code reviews from mentors. All projects are published on GitHub, Tableau Public or a live URL, so you can show recruiters working results rather than certificates alone.',
  },
  {
    question: 'What are the prerequisites for joining the course?',
    answer:
      'Basic programming knowledge is recommended but not mandatory. Every course starts from the fundamentals, whether that is HTML and JavaScript, Python or Excel, so graduates from any stream and working professionals can join. What you do need is a laptop, comfort with using a computer and around two hours a day for practice outside class. Our counsellors can suggest free preparation material before your batch starts.',
  },
  {
    question: 'Do you provide placement help after the course?',
    answer:
      'Yes, every course comes with 100% placement assistance. The placement cell reviews your resume, LinkedIn and GitHub profiles, runs aptitude practice and conducts mock technical and HR interviews with professionals who have 10+ years of industry experience. Once you complete the course and its projects, your profile is shared with our network of 500+ hiring partners and interviews are scheduled for you.',
  },
  {
    question: 'What is Data Science and what does the Data Science course cover?',
    answer:
      'Data Science is the practice of using data, statistics and machine learning to explain what happened and predict what will happen next. Our six-month course covers Python with Jupyter and Anaconda, NumPy and Pandas, Matplotlib and Seaborn, statistics, machine learning concepts and models with Scikit-Learn, NLP and time series forecasting, and model deployment with Flask or Streamlit, ending with a capstone on real business data.',
  },
  {
    question: 'What is the MERN stack?',
    answer:
      'MERN stands for MongoDB, Express.js, React.js and Node.js, four technologies that together let you build a complete web application in a single language, JavaScript. MongoDB stores the data, Express.js and Node.js run the server and APIs, and React.js builds the interface the user sees. Because one language covers both frontend and backend, MERN is popular with startups and product companies hiring full-stack developers.',
  },
  {
    question: 'Which tools will I use during the course?',
    answer:
      'It depends on the course. Developers work with VS Code, Git and GitHub, Postman, MongoDB Compass, MySQL and hosting platforms such as Render and Vercel. Data Science learners use Anaconda, Jupyter, Pandas, Scikit-Learn and Streamlit. Data Analyst learners use Excel, SQL, Power BI, Tableau and Google Data Studio. All tools used in class are free or have free versions, so you can keep practising at home.',
  },
  {
    question: 'What does a Data Analyst do?',
    answer:
      'A Data Analyst collects, cleans and studies business data to answer practical questions: which products are selling, why customers leave, where buyers drop out of a purchase funnel. They write SQL queries, analyse data in Excel, build dashboards in Power BI or Tableau and present findings to managers as clear recommendations. Analysts work in almost every industry, including e-commerce, banking, healthcare, logistics and IT services.',
  },
  {
    question: 'Do I need to know coding to become a Data Analyst?',
    answer:
      'No prior coding is needed to join the Data Analyst course. Most of the work is done in Excel, Power BI, Tableau and Google Data Studio, which need little or no code. SQL is the one language every analyst must know, and we teach it from the very first query. A short introduction to Python and Pandas is also included to help you automate repetitive tasks.',
  },
];
