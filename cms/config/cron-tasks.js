const { publishDuePosts } = require('../src/bootstrap/scheduled-publishing');

module.exports = {
  // Scheduled posts go live within a second of their time; the check is one small query.
  publishScheduledPosts: {
    task: ({ strapi }) => publishDuePosts(strapi),
    options: { rule: '* * * * * *' },
  },
};
