import type { Core } from '@strapi/strapi';
import { accessLog } from '../src/plugins/access-log/server/src/services';
import { admissions } from '../src/plugins/admissions/server/src/services';
import { dataRights } from '../src/plugins/data-rights/server/src/services';
import { publishing } from '../src/plugins/publishing/server/src/services';

/**
 * Every schedule of the CMS, in one place. Each task runs in every CMS process: work that must happen once
 * across processes is claimed first (src/claims.ts).
 */
const cronTasksConfig = {
  // Scheduled posts go live within a second of their time; the check is one small query.
  publishScheduledPosts: {
    task: ({ strapi }: { strapi: Core.Strapi }) => publishing(strapi).schedule.publishDuePosts(),
    options: { rule: '* * * * * *' },
  },
  // A new lead's alert is tried as it is stored; this sends the ones that wait (a retry that is due, a
  // claim left by a process that died).
  admissionsAlerts: {
    task: ({ strapi }: { strapi: Core.Strapi }) => admissions(strapi).alerts.deliverDue(),
    options: { rule: '*/5 * * * * *' },
  },
  // A new lead's acknowledgements to its person are tried as it is stored; this sends the ones that wait (a
  // retry that is due, a claim left by a process that died) and gives up those a day old.
  admissionsAcknowledgements: {
    task: ({ strapi }: { strapi: Core.Strapi }) => admissions(strapi).acknowledgements.deliverDue(),
    options: { rule: '*/5 * * * * *' },
  },
  // The counsellors' morning digests and the escalations of leads still New.
  admissionsReminders: {
    task: ({ strapi }: { strapi: Core.Strapi }) => admissions(strapi).reminders.run(new Date()),
    options: { rule: '30 * * * * *' },
  },
  // Hourly, so a CMS that was down catches up within the hour: leads older than LEAD_RETENTION_DAYS (with
  // their CVs and history), and CV files that belong to no lead.
  leadRetention: {
    task: ({ strapi }: { strapi: Core.Strapi }) => admissions(strapi).retention.run(),
    options: { rule: '0 7 * * * *' },
  },
  // Each new data request told to the grievance contact (a failed send again the next minute), and from
  // 09:00 India time the day's list of open requests, once.
  dataRequestNotices: {
    task: ({ strapi }: { strapi: Core.Strapi }) => dataRights(strapi).notices.run(new Date()),
    options: { rule: '15 * * * * *' },
  },
  // Hourly too: the contacts of answered or never confirmed data requests, once their deadline is
  // ANSWER_DAYS past.
  dataRequestRetention: {
    task: ({ strapi }: { strapi: Core.Strapi }) => dataRights(strapi).retention.clearStaleContacts(),
    options: { rule: '0 37 * * * *' },
  },
  // Hourly, so a CMS that was down catches up within the hour; the day's deletion is claimed, so one process
  // deletes and writes down how many: access record entries older than ACCESS_LOG_RETENTION_DAYS.
  accessLogRetention: {
    task: ({ strapi }: { strapi: Core.Strapi }) => accessLog(strapi).retention.run(new Date()),
    options: { rule: '0 47 * * * *' },
  },
};

export default cronTasksConfig;
