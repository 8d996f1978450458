const { publishDuePosts } = require('../src/bootstrap/scheduled-publishing');
const { deliverDueAlerts } = require('../src/admissions/alerts');
const { runReminders } = require('../src/admissions/reminders');

module.exports = {
  // Scheduled posts go live within a second of their time; the check is one small query.
  publishScheduledPosts: {
    task: ({ strapi }) => publishDuePosts(strapi),
    options: { rule: '* * * * * *' },
  },
  // A new lead's alert is tried as it is stored; this sends the ones that wait (a retry that is due, a
  // claim left by a process that died). Every CMS process runs it: the claim on the lead keeps it to one.
  admissionsAlerts: {
    task: ({ strapi }) => deliverDueAlerts(strapi),
    options: { rule: '*/5 * * * * *' },
  },
  // The counsellors' morning digests and the escalations of leads still New (src/admissions/reminders.js).
  admissionsReminders: {
    task: ({ strapi }) => runReminders(strapi, new Date()),
    options: { rule: '30 * * * * *' },
  },
};
