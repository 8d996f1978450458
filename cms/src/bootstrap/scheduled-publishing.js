'use strict';

const { errors } = require('@strapi/utils');
const { describeInstituteTime, instituteClock, instituteInstant } = require('./institute-time');
const { findDraft, missingForPublishing, refusal } = require('./publishing-rules');

const UID = 'api::blog.blog';

/**
 * Scheduled posts. A marketer sets the day and the time (India time) a draft goes live; Strapi's cron
 * (config/cron-tasks.js) publishes it then, as the Publish button would, so the revalidation webhook fires
 * as for any publish. Releases, Strapi's own scheduling, is an enterprise feature; this is the community
 * edition's way.
 *
 * The schedule lives in two fields of the draft, a date and a time, read in India time whatever the browser's
 * or the server's zone. A publish, by hand or by the schedule, clears it.
 */
const SCHEDULE_FIELDS = ['scheduledDate', 'scheduledTime'];
const RULE_FIELDS = ['category', 'date', 'description', ...SCHEDULE_FIELDS];

const hasValue = (value) => value !== null && value !== undefined && value !== '';

/**
 * Why a draft's schedule cannot be kept, as field errors ([] when it can). `before` is the stored draft:
 * a time that has passed is refused only when it is being set, not when an unrelated edit saves it again.
 */
function scheduleProblems(post, before = {}, now = new Date()) {
  const date = post.scheduledDate;
  const time = post.scheduledTime;
  if (!hasValue(date) && !hasValue(time)) return [];
  if (!hasValue(date) || !hasValue(time)) {
    const field = hasValue(date) ? 'scheduledTime' : 'scheduledDate';
    return [
      {
        path: [field],
        message: 'Set both the day and the time the post goes live, or clear both.',
        name: 'ValidationError',
      },
    ];
  }
  const instant = instituteInstant(date, time);
  if (!instant) {
    return [{ path: ['scheduledTime'], message: 'This time cannot be read.', name: 'ValidationError' }];
  }
  const changed = date !== before.scheduledDate || !sameTime(time, before.scheduledTime);
  if (changed && instant.getTime() <= now.getTime()) {
    const { date: today, time: clock } = instituteClock(now);
    return [
      {
        path: ['scheduledTime'],
        message: `That time has passed (it is ${describeInstituteTime(today, clock)}): pick a later one, or publish now.`,
        name: 'ValidationError',
      },
    ];
  }
  // Published by itself, with nobody there to complete it: it must be complete when it is scheduled.
  return missingForPublishing(post).map((problem) => ({
    ...problem,
    message: 'A scheduled post goes live by itself: fill this in first.',
  }));
}

/** The message of a refused schedule: one sentence, naming the fields a scheduled post still lacks. */
function scheduleRefusal(problems) {
  const missing = problems.filter((problem) => problem.label).map(({ label }) => label);
  if (missing.length === 0) return refusal(problems[0].message, problems);
  const summary = 'A scheduled post goes live by itself, so it needs a category, a date and text now.';
  return refusal(`${summary} Missing: ${missing.join(', ')}.`, problems);
}

/** '09:00' and '09:00:00.000' are the same time. */
function sameTime(a, b) {
  if (!hasValue(a) || !hasValue(b)) return a === b;
  const instantA = instituteInstant('2000-01-01', a);
  const instantB = instituteInstant('2000-01-01', b);
  return Boolean(instantA && instantB && instantA.getTime() === instantB.getTime());
}

/** Checks schedules as drafts are saved, drops them from copies, and clears them once a post is published. */
function registerScheduledPublishing(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID) return next();
    const params = context.params ?? {};

    if (context.action === 'clone') {
      // A copy starts unscheduled (Strapi copies the stored draft, schedule included, so it is cleared after).
      const result = await next();
      if (result?.documentId) await clearSchedule(strapi, result.documentId);
      return result;
    }
    if ((context.action === 'create' || context.action === 'update') && params.data) {
      const before =
        context.action === 'update' ? ((await findDraft(strapi, params.documentId, RULE_FIELDS)) ?? {}) : {};
      const problems = scheduleProblems({ ...before, ...params.data }, before);
      if (problems.length > 0) throw scheduleRefusal(problems);
    }
    const result = await next();
    if (context.action === 'publish' || (params.status === 'published' && result?.documentId)) {
      await clearSchedule(strapi, params.documentId ?? result.documentId);
    }
    return result;
  });
}

function clearSchedule(strapi, documentId) {
  // A query, not the document service: no webhook, and the draft stays as new as its published version.
  return strapi.db
    .query(UID)
    .updateMany({ where: { documentId }, data: { scheduledDate: null, scheduledTime: null } });
}

let publishing = false;
/** Documents whose publish failed for a reason other than their content: logged once, tried again. */
const failing = new Set();

/** Publishes every draft whose time has come. Run by the cron every second. */
async function publishDuePosts(strapi, now = new Date()) {
  if (publishing) return;
  publishing = true;
  try {
    const today = instituteClock(now).date;
    const candidates = await strapi.db.query(UID).findMany({
      select: ['documentId', 'title', ...SCHEDULE_FIELDS],
      where: {
        publishedAt: null,
        scheduledTime: { $notNull: true },
        scheduledDate: { $notNull: true, $lte: today },
      },
    });
    for (const post of candidates) {
      const instant = instituteInstant(post.scheduledDate, post.scheduledTime);
      if (!instant || instant.getTime() > now.getTime()) continue;
      await publishScheduled(strapi, post);
    }
  } finally {
    publishing = false;
  }
}

async function publishScheduled(strapi, post) {
  const when = describeInstituteTime(post.scheduledDate, post.scheduledTime);
  try {
    // One transaction, as the admin's Publish: the old published version is replaced, or nothing changes.
    await strapi.db.transaction(() => strapi.documents(UID).publish({ documentId: post.documentId }));
    failing.delete(post.documentId);
    strapi.log.info(`Published the scheduled post "${post.title}" (due ${when}).`);
  } catch (error) {
    if (error instanceof errors.ValidationError) {
      // It cannot go live as it is (its content changed behind the rules' back): unscheduled, so it is not
      // tried every second; it stays a draft for a marketer to complete.
      await clearSchedule(strapi, post.documentId);
      strapi.log.error(`The scheduled post "${post.title}" (due ${when}) was not published: ${error.message}`);
    } else if (!failing.has(post.documentId)) {
      failing.add(post.documentId);
      strapi.log.error(`Publishing the scheduled post "${post.title}" failed; trying again: ${error.message}`);
    }
  }
}

module.exports = { registerScheduledPublishing, publishDuePosts, scheduleProblems };
