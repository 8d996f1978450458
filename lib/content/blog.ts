/** Copy of the blog pages: the list, a post's page, and the messages shown when a post is missing. */
export const blogListCopy = {
  eyebrow: 'Blog',
  heading: 'Insights for Your Tech Career',
  intro:
    'Interview tips, course guides and stories from our learners and trainers, written for students and freshers who want their first job in tech.',
  listHeading: 'Latest articles',
  empty: 'No articles yet. New posts are on their way, so check back soon.',
  readMore: 'Read More',
  feedLink: 'Subscribe to the RSS feed',
  /** A later page's heading: "Latest articles, page 2 of 5". */
  pageHeading: (page: number, pageCount: number) => `Latest articles, page ${page} of ${pageCount}`,
  categoriesHeading: 'Browse by topic',
  allCategories: 'All articles',
  notFound: 'There is no such page of articles.',
} as const;

/** A category's pages. */
export const blogCategoryCopy = {
  eyebrow: 'Blog topic',
  heading: (category: string) => category,
  intro: (category: string, count: number) =>
    `${count} ${count === 1 ? 'article' : 'articles'} on ${category}, newest first.`,
  pageHeading: (category: string, page: number, pageCount: number) =>
    `${category}, page ${page} of ${pageCount}`,
  title: (category: string) => `${category} articles`,
  description: (category: string) =>
    `Articles on ${category}: career tips, course guides and stories from our learners.`,
} as const;

/** Pagination under a list. */
export const paginationCopy = {
  label: 'Pages of articles',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
} as const;

/** The search box on /blog and its results page. */
export const blogSearchCopy = {
  label: 'Search the articles',
  placeholder: 'Search articles',
  submit: 'Search',
  title: 'Search the blog',
  resultsHeading: 'Results',
  heading: (terms: string) => `Articles about “${terms}”`,
  emptyHeading: 'Search the blog',
  prompt: 'Type a word or two, such as a course or a skill, and press Search.',
  results: (total: number) => `${total} ${total === 1 ? 'article' : 'articles'} found.`,
  noResults: 'No article matches your search. Try fewer or other words, or browse the topics below.',
  tooMany: 'You have searched many times in the last minute. Please wait a minute and search again.',
  failed:
    'Search is not available at the moment. Please try again in a few minutes, or browse the topics below.',
  backToBlog: 'Back to all articles',
} as const;

/** The links from a post to the posts around it. */
export const postNavigationCopy = {
  label: 'More articles',
  newer: 'Newer article',
  older: 'Older article',
  relatedHeading: (category: string) => `More on ${category}`,
} as const;

/** Breadcrumbs on the blog's inner pages. */
export const breadcrumbCopy = {
  label: 'Breadcrumb',
  home: 'Home',
  blog: 'Blog',
} as const;

export const blogPostCopy = {
  notFound: 'Blog not found.',
  failed: 'Failed to load blog details.',
  noTitle: 'No title available',
  noDate: 'Date not available',
  noCategory: 'No category',
  noContent: 'No content available',
  backToBlog: 'Back to all articles',
} as const;

/** The banner over a post shown in the CMS's preview (Next's draft mode). */
export const blogPreviewCopy = {
  label: 'Preview',
  text: 'This is how the post will look once published. Visitors do not see this version.',
  exit: 'Exit preview',
} as const;
