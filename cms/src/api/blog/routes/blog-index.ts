/**
 * GET /api/blog-index: what the site needs to tell a real list or category address from a made-up one, in
 * one small answer whatever the number of posts (the blog controller's `index`). Public, like the published
 * posts it counts.
 */
const blogIndexRoutes = {
  routes: [{ method: 'GET', path: '/blog-index', handler: 'api::blog.blog.index', config: { auth: false } }],
};

export default blogIndexRoutes;
