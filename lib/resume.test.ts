import { RESUME_ACCEPT, resumeProblem } from '@/lib/resume';

describe('resumeProblem', () => {
  it('accepts .pdf, .doc and .docx in any case', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'resume.doc', 'my.resume.docx']) {
      expect(resumeProblem({ name, size: 10_000 })).toBeNull();
    }
    expect(RESUME_ACCEPT).toBe('.pdf,.doc,.docx');
  });

  it('refuses other types, empty and over-large files, and no file, with a clear message', () => {
    expect(resumeProblem({ name: 'photo.png', size: 1000 })).toMatch(/not a \.pdf, \.doc or \.docx/);
    expect(resumeProblem({ name: 'noextension', size: 1000 })).toMatch(/not a \.pdf/);
    expect(resumeProblem({ name: 'big.pdf', size: 3 * 1024 * 1024 })).toMatch(
      /3\.0 MB; the largest resume we can receive is 2 MB/,
    );
    expect(resumeProblem({ name: 'empty.pdf', size: 0 })).toMatch(/empty/);
    expect(resumeProblem(null)).toMatch(/attach your resume/);
  });
});
