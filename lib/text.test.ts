import { excerpt } from './text';

describe('excerpt', () => {
  it('keeps a short text whole, with its spaces tidied', () => {
    expect(excerpt('  Learn   React\nfast. ', 40)).toBe('Learn React fast.');
  });

  it('cuts a long text at a word boundary and ends it with an ellipsis', () => {
    const text =
      'Landing your first role as a MERN stack developer takes more than tutorials, it takes projects.';
    const result = excerpt(text, 60);
    expect(result).toBe('Landing your first role as a MERN stack developer takes…');
    expect(result.length).toBeLessThanOrEqual(60);
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(excerpt('One, two, three, four, five, six', 17)).toBe('One, two, three…');
  });

  it('cuts a single long word where it must', () => {
    expect(excerpt('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
