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
