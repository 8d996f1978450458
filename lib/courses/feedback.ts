import type { Review, Testimonial } from './types';

/** Student Feedback block on the course pages. Names are fictional. */
export const featuredTestimonial: Testimonial = {
  name: 'Aditya Kulkarni',
  role: 'MERN Stack batch of 2025, now Frontend Developer at a product startup',
  feedback:
    'I came from a mechanical engineering background and had only written a little C in college. The trainers started from HTML and built up patiently, but the pace picked up once we reached React and Node.js. What made the difference was the capstone: I built a booking system with JWT login, deployed it on Render and Vercel, and walked interviewers through the code. Three mock interviews later, I cleared my second real one.',
};

/** Five reviews shown with five gold stars, linking to the public review page. */
export const studentReviews: Review[] = [
  {
    name: 'Sneha Patil',
    course: 'Data Analyst',
    text: 'I worked in a bank back office and used Excel every day without really analysing anything. The SQL and Power BI modules were practical, and the customer churn case study became the main talking point in my interviews. I now work as an MIS analyst.',
  },
  {
    name: 'Rohan Deshmukh',
    course: 'Python Full Stack Development',
    text: 'The Django and Django REST Framework sessions were the strongest part of the course. Mentors reviewed every assignment and pointed out exactly what to fix. My job board capstone with a React frontend got me shortlisted at two companies in Pune.',
  },
  {
    name: 'Priya Iyer',
    course: 'Data Science',
    text: 'I was nervous about the maths, but statistics was explained with examples on real datasets rather than formulas on a board. Building and deploying a loan default model in Streamlit gave me real confidence. The mock interviews were tougher than my actual ones.',
  },
  {
    name: 'Karan Joshi',
    course: 'MERN Stack Development',
    text: 'I attended the online weekend batch while working in technical support. Recordings helped whenever I missed a class, and doubts were cleared quickly in the group. The placement team helped me rewrite my resume around my projects, and I switched to a developer role.',
  },
  {
    name: 'Mehul Shah',
    course: 'Data Science',
    text: 'As a final-year BSc Statistics student, I knew the theory but had never written Python. The NLP and time series modules were well structured, and the demand forecasting project was close to real work. The trainers were always available in the lab after class.',
  },
];
