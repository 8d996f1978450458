import { reportBlogFault, withoutVisitorText } from './fault-log';

describe('the blog’s fault log', () => {
  it('never prints a search term, a query string or text quoted from an answer', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    reportBlogFault(
      'unreachable',
      'http://127.0.0.1:1337/api/blogs?filters[$or][0][title][$containsi]=asha-private-term&pagination[page]=1: fetch failed',
      1,
    );
    reportBlogFault('answer is not JSON', `Unexpected token 'a', "asha-private-term" is not valid JSON`, 2);
    const printed = error.mock.calls.flat().join('\n');
    expect(printed).not.toContain('asha-private-term');
    expect(printed).toContain('http://127.0.0.1:1337/api/blogs?…: fetch failed');
    error.mockRestore();
  });

  it('keeps the address and the kind of fault', () => {
    expect(withoutVisitorText('http://cms/api/blog-index#x: HTTP 500')).toBe(
      'http://cms/api/blog-index?…: HTTP 500',
    );
  });
});
