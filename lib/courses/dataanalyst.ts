import { courseTitle } from '@/lib/leads/facts';
import { site } from '@/lib/site';
import type { CourseContent } from './types';

export const dataAnalystCourse: CourseContent = {
  slug: 'dataanalyst',
  title: courseTitle('dataanalyst'),
  shortTitle: 'Data Analytics',
  summary:
    'Six-month Data Analyst programme: Excel, SQL, Power BI, Tableau, Google Data Studio and statistics, with real business cases and a portfolio.',
  credentials: [
    { image: 'students', title: '300+ Students Enrolled' },
    { image: 'certificate', title: 'Industry-Recognised Certificate' },
    { image: 'projects', title: 'Portfolio of Real Business Case Studies' },
    { image: 'interview', title: 'Mock Interviews & Resume Review' },
    { image: 'placement', title: 'Dedicated Placement Cell' },
  ],
  about: [
    `The Data Analyst programme at ${site.name} is for graduates, final-year students and working professionals who want to answer business questions with data. It suits commerce, BBA, engineering and science graduates, as well as people already working in sales, operations, finance or support who spend their day in spreadsheets and want to move into a dedicated analytics role. The course assumes no coding background: SQL and basic Python are taught from the first line, at a pace that suits beginners.`,
    'The programme runs for six months and is offered offline at our Pune training lab or online through live, instructor-led classes, with weekday and weekend batches. Each session follows the same rhythm: a business question, a short demonstration by the trainer, and a guided exercise on a real dataset in Excel, SQL or a BI tool. Weekly assignments are reviewed by mentors, and recordings of online sessions remain available for revision before assessments and interviews.',
    'You start with Excel, from clean data entry to lookups, pivot tables and dashboards, and build a working knowledge of statistics so your conclusions hold up. SQL follows, from simple queries to joins, window functions and common table expressions. You then design interactive reports in Power BI and Tableau, build shareable dashboards in Google Data Studio, and learn enough Python and Pandas to automate repetitive cleaning work, so that you can use whichever tool a future employer prefers.',
    'The course is anchored in real-world cases rather than textbook exercises. You analyse customer churn for a subscription business, map the drop-offs in an e-commerce funnel from product view to payment, and turn raw transactions into sales insights by region, product and season. The final module focuses on communication: structuring findings, writing short recommendations and presenting a dashboard to stakeholders, and brings your work together into portfolio projects published online for recruiters to explore.',
    'Graduates of the programme apply for roles such as Data Analyst, Business Analyst, MIS Executive, Power BI Developer and Reporting Analyst. The placement cell supports you with resume and LinkedIn reviews, portfolio feedback, aptitude tests and mock interviews led by professionals with more than ten years of industry experience, including SQL tests and case rounds. Once your portfolio is complete, your profile is shared with our hiring partners and interviews are arranged, with 100% placement assistance throughout.',
  ],
  curriculum: {
    title: 'Data Analyst Curriculum',
    sections: [
      {
        title: 'Module 1 · Excel for Data Analysis (Weeks 1–4)',
        topics: [
          {
            subtitle: 'Excel Foundations',
            logo: { mark: 'XL', tone: 'green' },
            items: [
              'Workbook structure, tables and cell referencing',
              'Data cleaning: text functions, Flash Fill and removing duplicates',
              'Sorting, filtering and data validation',
              'Conditional formatting to highlight patterns',
              'Date and time functions',
            ],
          },
          {
            subtitle: 'Formulas and Lookups',
            logo: { mark: 'fx', tone: 'teal' },
            items: [
              'Logical functions: IF, IFS, AND and OR',
              'SUMIFS, COUNTIFS and AVERAGEIFS',
              'VLOOKUP, INDEX-MATCH and XLOOKUP',
              'Dynamic arrays: FILTER, SORT and UNIQUE',
              'Power Query for importing and transforming data',
            ],
          },
          {
            subtitle: 'Pivot Tables and Dashboards',
            logo: { mark: 'PT', tone: 'amber' },
            items: [
              'Pivot tables, grouping and calculated fields',
              'Pivot charts and slicers',
              'Choosing the right chart for the question',
              'Building an interactive Excel sales dashboard',
            ],
          },
        ],
      },
      {
        title: 'Module 2 · Statistics for Analysts (Weeks 5–7)',
        topics: [
          {
            subtitle: 'Descriptive Statistics',
            logo: { mark: 'St', tone: 'blue' },
            items: [
              'Mean, median, mode and when each one misleads',
              'Spread: range, variance, standard deviation and percentiles',
              'Distributions, skewness and outliers',
              'Correlation and why it is not causation',
            ],
          },
          {
            subtitle: 'Inferential Statistics',
            logo: { mark: 'Inf', tone: 'violet' },
            items: [
              'Sampling and confidence intervals',
              'Hypothesis testing and p-values in plain language',
              'A/B testing for marketing and product decisions',
              'Simple linear regression for trends and forecasts',
              'Applying statistics in Excel with the Analysis ToolPak',
            ],
          },
        ],
      },
      {
        title: 'Module 3 · SQL for Data Analysis (Weeks 8–11)',
        topics: [
          {
            subtitle: 'SQL Fundamentals',
            logo: { mark: 'SQL', tone: 'blue' },
            items: [
              'Relational databases, tables and keys with MySQL',
              'SELECT, WHERE, ORDER BY and LIMIT',
              'Aggregate functions with GROUP BY and HAVING',
              'CASE expressions and handling NULL values',
              'Date and string functions',
            ],
          },
          {
            subtitle: 'Joins and Advanced SQL',
            logo: { mark: 'Jn', tone: 'slate' },
            items: [
              'INNER, LEFT, RIGHT and self joins',
              'Subqueries and common table expressions (CTEs)',
              'Window functions: ROW_NUMBER, RANK, LAG and running totals',
              'Views and query performance basics',
              'Writing analysis queries for cohort and retention reports',
            ],
          },
        ],
      },
      {
        title: 'Module 4 · Power BI (Weeks 12–15)',
        topics: [
          {
            subtitle: 'Power BI Data Preparation',
            logo: { mark: 'PQ', tone: 'amber' },
            items: [
              'Power BI Desktop interface and report workflow',
              'Connecting to Excel, CSV and SQL sources',
              'Cleaning and shaping data with Power Query',
              'Data modelling: star schema and relationships',
            ],
          },
          {
            subtitle: 'DAX and Reporting',
            logo: { mark: 'BI', tone: 'amber' },
            items: [
              'Calculated columns and measures with DAX',
              'CALCULATE, filter context and time intelligence',
              'Interactive visuals, slicers and drill-through',
              'Designing a clear report layout',
              'Publishing to Power BI Service, sharing and scheduled refresh',
              'Row-level security basics',
            ],
          },
        ],
      },
      {
        title: 'Module 5 · Tableau and Google Data Studio (Weeks 16–18)',
        topics: [
          {
            subtitle: 'Tableau',
            logo: { mark: 'Tb', tone: 'blue' },
            items: [
              'Connecting data and understanding dimensions and measures',
              'Core charts, maps and dual-axis views',
              'Calculated fields, parameters and LOD expressions',
              'Filters, actions and interactive dashboards',
              'Storytelling with Tableau Story Points',
              'Publishing to Tableau Public',
            ],
          },
          {
            subtitle: 'Google Data Studio',
            logo: { mark: 'GDS', tone: 'green' },
            items: [
              'Google Data Studio (now Looker Studio) interface',
              'Connecting Google Sheets, BigQuery and Google Analytics',
              'Building marketing and sales dashboards',
              'Controls, filters and calculated fields',
              'Sharing reports and scheduled e-mail delivery',
            ],
          },
        ],
      },
      {
        title: 'Module 6 · Python for Analysts (Weeks 19–20)',
        topics: [
          {
            subtitle: 'Python Basics',
            logo: { mark: 'Py', tone: 'blue' },
            items: [
              'Jupyter notebooks and Python syntax essentials',
              'Lists, dictionaries, loops and functions',
              'Reading Excel and CSV files',
              'Automating repetitive reporting tasks',
            ],
          },
          {
            subtitle: 'Pandas for Analysis',
            logo: { mark: 'Pd', tone: 'violet' },
            items: [
              'DataFrames: selecting, filtering and sorting',
              'Cleaning missing and inconsistent data',
              'GroupBy and pivot tables in Pandas',
              'Quick charts with Matplotlib and Seaborn',
            ],
          },
        ],
      },
      {
        title: 'Module 7 · Real-World Case Studies (Weeks 21–23)',
        topics: [
          {
            subtitle: 'Customer Churn Analysis',
            logo: { mark: 'CC', tone: 'red' },
            items: [
              'Defining churn for a subscription business',
              'Cohort and retention analysis in SQL',
              'Identifying the factors linked to churn',
              'Churn dashboard with recommendations in Power BI',
            ],
          },
          {
            subtitle: 'E-commerce Funnel Analysis',
            logo: { mark: 'EF', tone: 'teal' },
            items: [
              'Mapping the e-commerce funnel from visit to purchase',
              'Calculating step-wise conversion and drop-off rates',
              'Segmenting by device, channel and city',
              'Funnel dashboard in Google Data Studio',
            ],
          },
          {
            subtitle: 'Sales Insights',
            logo: { mark: 'SI', tone: 'amber' },
            items: [
              'Sales insights by region, product and season',
              'Year-over-year and month-over-month comparisons',
              'Top and bottom performer analysis',
              'Interactive sales dashboard in Tableau',
            ],
          },
        ],
      },
      {
        title: 'Module 8 · Communication, Portfolio Projects and Placement Preparation (Weeks 24–26)',
        topics: [
          {
            subtitle: 'Communication and Data Storytelling',
            logo: { mark: 'DS', tone: 'violet' },
            items: [
              'Structuring findings for business stakeholders',
              'Writing executive summaries and recommendations',
              'Presenting a dashboard in a ten-minute review',
              'Handling questions and challenges from stakeholders',
            ],
          },
          {
            subtitle: 'Portfolio Projects',
            logo: { mark: 'Pf', tone: 'green' },
            items: [
              'Selecting three to four portfolio projects from the case studies',
              'Publishing dashboards on Tableau Public and sharing Power BI reports',
              'Documenting projects on GitHub with clear READMEs',
              'Presenting the portfolio on LinkedIn',
            ],
          },
          {
            subtitle: 'Interview Preparation',
            logo: { mark: 'Int', tone: 'slate' },
            items: [
              'SQL and Excel test practice',
              'Business case and guesstimate rounds',
              'Mock technical and HR interviews with feedback',
              'Resume and LinkedIn review',
            ],
          },
        ],
      },
    ],
  },
};
