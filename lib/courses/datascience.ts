import { courseTitle } from '@/lib/leads/facts';
import { site } from '@/lib/site';
import type { CourseContent } from './types';

export const dataScienceCourse: CourseContent = {
  slug: 'datascience',
  title: courseTitle('datascience'),
  shortTitle: 'Data Science',
  summary:
    'Six-month Data Science programme: Python, NumPy, Pandas, visualisation, statistics, machine learning with Scikit-Learn, NLP, time series and deployment.',
  credentials: [
    { image: 'students', title: '700+ Students Enrolled' },
    { image: 'certificate', title: 'Industry-Recognised Certificate' },
    { image: 'projects', title: 'Projects on Real Business Data' },
    { image: 'mentors', title: 'Mentors With 10+ Years in Industry' },
    { image: 'lab', title: 'Hands-On Data Science Lab' },
  ],
  about: [
    `The Data Science programme at ${site.name} is for graduates, final-year students and working professionals who want to turn data into decisions and predictions. It suits engineering, science, commerce and statistics graduates alike, as well as analysts, testers and developers planning a move into machine learning. No prior programming is needed: the course teaches Python from the beginning, and the mathematics behind each model is explained with worked examples rather than heavy theory, so concepts stay practical.`,
    'The programme lasts six months and is available offline at our Pune training lab or online through live, instructor-led classes, in weekday and weekend batches. Every concept is taught in Jupyter notebooks: the trainer explains an idea, demonstrates it on a real dataset, and you reproduce and extend it during the session. Weekly assignments and short quizzes are reviewed by mentors, and recordings of online sessions remain available so that revision before interviews is straightforward.',
    'You begin with Python, Jupyter and Anaconda, then learn to clean and reshape data with NumPy and Pandas and to explore it visually with Matplotlib and Seaborn. Statistics and probability give you the foundation for machine learning concepts such as training and test splits, overfitting and evaluation metrics. You then build regression, classification and clustering models with Scikit-Learn, move on to NLP and time series forecasting, and finish by deploying a trained model as a web application.',
    'Projects are built on realistic datasets rather than toy examples. They include exploratory analysis of retail sales, a loan default prediction model, customer segmentation with clustering, sentiment analysis of product reviews and demand forecasting with time series methods. In the final weeks you complete a capstone from problem definition to a deployed Streamlit or Flask app, with your notebooks, code and a written report published on GitHub so recruiters can see how you think.',
    'The programme prepares you for roles such as Data Scientist, Machine Learning Engineer, Data Analyst and AI/ML Associate. Our placement cell supports you with resume and LinkedIn reviews, portfolio feedback, aptitude practice and mock interviews conducted by data professionals with more than ten years of industry experience, covering statistics, machine learning, SQL and case questions. After you complete your projects, your profile is shared with our hiring partners and interviews are arranged, with 100% placement assistance throughout.',
  ],
  curriculum: {
    title: 'Data Science Curriculum',
    sections: [
      {
        title: 'Module 1 · Python for Data Science (Weeks 1–4)',
        topics: [
          {
            subtitle: 'Jupyter and Anaconda',
            logo: { mark: 'Ju', tone: 'amber' },
            items: [
              'Installing the Anaconda distribution',
              'Managing environments and packages with conda',
              'Jupyter Notebook and JupyterLab: cells, Markdown and shortcuts',
              'Google Colab for cloud notebooks',
            ],
          },
          {
            subtitle: 'Python Programming',
            logo: { mark: 'Py', tone: 'blue' },
            items: [
              'Variables, data types, operators and input/output',
              'Conditions, loops and functions',
              'Lists, tuples, sets and dictionaries',
              'Comprehensions and lambda functions',
              'Exception handling and file handling',
              'Object-oriented programming basics: classes and objects',
            ],
          },
          {
            subtitle: 'SQL for Data Science',
            logo: { mark: 'SQL', tone: 'slate' },
            items: [
              'SELECT, WHERE, ORDER BY and LIMIT',
              'Joins and aggregate functions with GROUP BY',
              'Subqueries and common table expressions',
              'Loading query results into Pandas',
            ],
          },
        ],
      },
      {
        title: 'Module 2 · Data Handling With NumPy and Pandas (Weeks 5–7)',
        topics: [
          {
            subtitle: 'NumPy',
            logo: { mark: 'Np', tone: 'blue' },
            items: [
              'Creating arrays and understanding shape and dtype',
              'Indexing, slicing and boolean masks',
              'Vectorised operations and broadcasting',
              'Statistical and linear algebra functions',
              'Random number generation for simulations',
            ],
          },
          {
            subtitle: 'Pandas',
            logo: { mark: 'Pd', tone: 'violet' },
            items: [
              'Series and DataFrames',
              'Reading CSV, Excel, JSON and SQL data',
              'Selecting and filtering with loc and iloc',
              'Handling missing values, duplicates and wrong data types',
              'GroupBy, pivot tables, merge and concat',
              'Working with dates and times',
              'Mini project: cleaning a messy sales dataset',
            ],
          },
        ],
      },
      {
        title: 'Module 3 · Visualisation and Statistics (Weeks 8–10)',
        topics: [
          {
            subtitle: 'Matplotlib and Seaborn',
            logo: { mark: 'Viz', tone: 'teal' },
            items: [
              'Matplotlib figures, axes, line, bar and scatter charts',
              'Histograms, box plots and subplots',
              'Seaborn distribution, categorical and relational plots',
              'Heatmaps and pair plots for correlation analysis',
              'Styling charts for reports and presentations',
            ],
          },
          {
            subtitle: 'Statistics and Probability',
            logo: { mark: 'St', tone: 'green' },
            items: [
              'Descriptive statistics: mean, median, variance and standard deviation',
              'Probability and common distributions: normal, binomial and Poisson',
              'Sampling and the central limit theorem',
              'Hypothesis testing: t-test, chi-square test and ANOVA',
              'Correlation and covariance',
            ],
          },
          {
            subtitle: 'Exploratory Data Analysis',
            logo: { mark: 'EDA', tone: 'amber' },
            items: [
              'A repeatable EDA checklist',
              'Univariate, bivariate and multivariate analysis',
              'Detecting and treating outliers',
              'Project: exploratory analysis of retail sales data',
            ],
          },
        ],
      },
      {
        title: 'Module 4 · Machine Learning Concepts (Weeks 11–13)',
        topics: [
          {
            subtitle: 'ML Concepts',
            logo: { mark: 'ML', tone: 'red' },
            items: [
              'What machine learning is and where it is used',
              'Supervised, unsupervised and reinforcement learning',
              'Training, validation and test splits',
              'Bias, variance, overfitting and underfitting',
              'Cost functions and gradient descent explained',
              'Evaluation metrics for regression and classification',
            ],
          },
          {
            subtitle: 'Feature Engineering',
            logo: { mark: 'FE', tone: 'violet' },
            items: [
              'Encoding categorical variables',
              'Feature scaling: standardisation and normalisation',
              'Feature selection techniques',
              'Handling imbalanced datasets',
              'Preventing data leakage',
            ],
          },
        ],
      },
      {
        title: 'Module 5 · Machine Learning With Scikit-Learn (Weeks 14–17)',
        topics: [
          {
            subtitle: 'Regression Models',
            logo: { mark: 'Sk', tone: 'amber' },
            items: [
              'Scikit-Learn estimator API: fit, predict and transform',
              'Linear and polynomial regression',
              'Ridge and Lasso regularisation',
              'MAE, RMSE and R-squared',
              'Project: house price prediction',
            ],
          },
          {
            subtitle: 'Classification Models',
            logo: { mark: 'Clf', tone: 'blue' },
            items: [
              'Logistic regression and k-nearest neighbours',
              'Decision trees and random forests',
              'Gradient boosting with XGBoost',
              'Support vector machines',
              'Confusion matrix, precision, recall, F1 score and ROC-AUC',
              'Project: loan default prediction',
            ],
          },
          {
            subtitle: 'Unsupervised Learning and Tuning',
            logo: { mark: 'Un', tone: 'teal' },
            items: [
              'K-means and hierarchical clustering',
              'Principal component analysis for dimensionality reduction',
              'Cross-validation with Scikit-Learn',
              'Hyperparameter tuning with GridSearchCV and RandomizedSearchCV',
              'Pipelines and ColumnTransformer',
              'Project: customer segmentation',
            ],
          },
        ],
      },
      {
        title: 'Module 6 · NLP, Time Series and Deep Learning (Weeks 18–21)',
        topics: [
          {
            subtitle: 'Natural Language Processing (NLP)',
            logo: { mark: 'NLP', tone: 'violet' },
            items: [
              'Text cleaning, tokenisation, stemming and lemmatisation',
              'Bag of words and TF-IDF',
              'Word embeddings and their use',
              'Text classification and sentiment analysis',
              'Introduction to transformer models with Hugging Face',
              'Project: sentiment analysis of product reviews',
            ],
          },
          {
            subtitle: 'Time Series Analysis',
            logo: { mark: 'TS', tone: 'green' },
            items: [
              'Trend, seasonality and stationarity',
              'Moving averages and exponential smoothing',
              'ARIMA and SARIMA models',
              'Forecasting with Prophet',
              'Project: monthly demand forecasting',
            ],
          },
          {
            subtitle: 'Deep Learning Foundations',
            logo: { mark: 'DL', tone: 'red' },
            items: [
              'Neural networks, activation functions and backpropagation',
              'Building models with TensorFlow and Keras',
              'Convolutional neural networks for images',
              'Training tips: dropout, early stopping and batch size',
            ],
          },
        ],
      },
      {
        title: 'Module 7 · Model Deployment (Weeks 22–23)',
        topics: [
          {
            subtitle: 'Deployment',
            logo: { mark: 'Dep', tone: 'teal' },
            items: [
              'Saving and loading models with pickle and joblib',
              'Serving predictions through a Flask or FastAPI REST API',
              'Building interactive apps with Streamlit',
              'Deploying to Render or Streamlit Community Cloud',
              'Monitoring model performance after deployment',
            ],
          },
          {
            subtitle: 'Tools and Workflow',
            logo: { mark: 'Git', tone: 'slate' },
            items: [
              'Git and GitHub for notebooks and code',
              'Project structure and requirements files',
              'Docker basics for reproducible environments',
              'Writing a clear project README and report',
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
              'Defining a business problem and success metric',
              'Data collection, cleaning and exploratory analysis',
              'Model building, comparison and tuning',
              'Deployment as a web application',
              'Presenting results to a review panel',
            ],
          },
          {
            subtitle: 'Interview Preparation',
            logo: { mark: 'Int', tone: 'green' },
            items: [
              'Statistics, machine learning and SQL interview questions',
              'Case-study and guesstimate practice',
              'Mock technical and HR interviews with feedback',
              'Resume, LinkedIn, GitHub and Kaggle profile review',
            ],
          },
        ],
      },
    ],
  },
};
