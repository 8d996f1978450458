import { courseBySlug, courses, syllabusHref } from '@/lib/courses';
import { trainingFaqs } from '@/lib/courses/faqs';
import { programHighlights } from '@/lib/courses/highlights';
import { studentReviews } from '@/lib/courses/feedback';

describe('course records', () => {
  it.each(courses.map((course) => [course.slug, course] as const))('%s is complete', (_slug, course) => {
    expect(course.credentials).toHaveLength(5);
    expect(course.about).toHaveLength(5);
    expect(course.summary.length).toBeLessThanOrEqual(160);
    expect(course.curriculum.sections.length).toBeGreaterThanOrEqual(6);
    for (const section of course.curriculum.sections) {
      expect(section.title).toMatch(/\S/);
      expect(section.topics.length).toBeGreaterThan(0);
      for (const topic of section.topics) {
        expect(topic.subtitle).toMatch(/\S/);
        expect(topic.logo.mark.length).toBeGreaterThan(0);
        expect(topic.logo.mark.length).toBeLessThanOrEqual(4);
        expect(topic.items.length).toBeGreaterThan(0);
        for (const item of topic.items) expect(item).toMatch(/\S/);
      }
    }
  });

  it('carries the student-count claims shown on the site', () => {
    const claim = (slug: string) => courses.find((c) => c.slug === slug)!.credentials[0].title;
    expect(claim('mernstack')).toContain('400+');
    expect(claim('pythonfullstack')).toContain('500+');
    expect(claim('datascience')).toContain('700+');
    expect(claim('dataanalyst')).toMatch(/\d+\+/);
  });

  it.each([
    [
      'mernstack',
      [
        'HTML5',
        'CSS3',
        'JavaScript ES6+',
        'React.js',
        'Node.js',
        'Express.js',
        'JWT',
        'MongoDB',
        'Compass',
        'MySQL',
        'Postman',
        'Render',
        'Vercel',
      ],
    ],
    ['pythonfullstack', ['Bootstrap', 'JavaScript', 'React', 'Django', 'Flask', 'SQL', 'MongoDB']],
    [
      'datascience',
      ['Jupyter', 'Anaconda', 'NumPy', 'Pandas', 'Matplotlib', 'Seaborn', 'Scikit-Learn', 'NLP'],
    ],
    ['dataanalyst', ['Excel', 'SQL', 'Power BI', 'Tableau', 'Google Data Studio']],
  ])('the %s curriculum covers its advertised topics', (slug, keywords) => {
    const text = JSON.stringify(courses.find((c) => c.slug === slug)!.curriculum);
    for (const keyword of keywords) expect(text).toContain(keyword);
  });

  it('has nine FAQs with answers, six highlights and five reviews', () => {
    expect(trainingFaqs).toHaveLength(9);
    for (const faq of trainingFaqs) expect(faq.answer.length).toBeGreaterThan(40);
    expect(trainingFaqs[2]!.answer).toMatch(/recommended but not mandatory/);
    expect(programHighlights).toHaveLength(6);
    expect(studentReviews).toHaveLength(5);
  });
});

describe('courseBySlug', () => {
  it('finds each course by its slug, and its syllabus address', () => {
    for (const course of courses) expect(courseBySlug(course.slug)).toBe(course);
    expect(syllabusHref('pythonfullstack')).toBe('/syllabus/pythonfullstack-syllabus.pdf');
  });
});
