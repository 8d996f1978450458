/** The Mock Interviews block on the course pages. */
export interface MockInterviewsBlock {
  heading: 'Mock Interviews';
  text: string;
  points: string[];
}

export const mockInterviews: MockInterviewsBlock = {
  heading: 'Mock Interviews',
  text: 'Before you face a real employer, you face our panel. Mock interviews are conducted by interviewers with 10+ years of industry experience who have hired for the roles you are applying to, and they follow the same format as company technical and HR rounds.',
  points: [
    'Technical rounds on the exact topics of your course, from coding and SQL to system and case questions',
    'HR and behavioural rounds covering self-introduction, project explanation and salary discussions',
    'Detailed written feedback after every interview, with specific areas to improve',
    'Repeat interviews until you are confident, tracked by the placement cell',
  ],
};
