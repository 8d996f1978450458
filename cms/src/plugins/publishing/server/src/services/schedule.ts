/**
 * Scheduled posts. A marketer sets the day and the time (India time) a draft goes live; the cron
 * (config/cron-tasks.ts, every second) publishes it then, as the Publish button would, so the revalidation
 * webhook fires as for any publish. Releases, Strapi's own scheduling, is an enterprise feature; this is the
 * community edition's way. Every CMS process runs the cron: a due post is claimed (src/claims.ts) by clearing
 * its schedule, so one process publishes it.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { indiaDate, indiaInstant } from '@codebridge/shared/india-time.mjs';
import { claim } from '../../../../../claims';
import { POST_UID, describeIndiaTime } from '../lib/rules';

interface DuePost {
  documentId: string;
  title: string;
  scheduledDate: string;
  scheduledTime: string;
}

let publishing = false;
/** Documents whose publish failed for a reason other than their content: logged once, tried again. */
const failing = new Set<string>();

async function publishScheduled(strapi: Core.Strapi, post: DuePost) {
  const when = describeIndiaTime(post.scheduledDate, post.scheduledTime);
  const schedule = { scheduledDate: post.scheduledDate, scheduledTime: post.scheduledTime };
  const due = { documentId: post.documentId, publishedAt: { $null: true }, ...schedule };
  if (!(await claim(strapi, POST_UID, due, { scheduledDate: null, scheduledTime: null }))) return;
  try {
    // One transaction, as the admin's Publish: the old published version is replaced, or nothing changes.
    await strapi.db.transaction(() =>
      strapi.documents(POST_UID as 'api::blog.blog').publish({ documentId: post.documentId }),
    );
    failing.delete(post.documentId);
    strapi.log.info(`Published the scheduled post "${post.title}" (due ${when}).`);
  } catch (error) {
    if (error instanceof errors.ValidationError) {
      // It cannot go live as it is (its content changed behind the rules' back): it stays unscheduled, so it
      // is not tried every second, and a draft for a marketer to complete.
      strapi.log.error(
        `The scheduled post "${post.title}" (due ${when}) was not published: ${error.message}`,
      );
      return;
    }
    // Released: tried again next second.
    await strapi.db
      .query(POST_UID as never)
      .updateMany({ where: { documentId: post.documentId, publishedAt: { $null: true } }, data: schedule });
    if (!failing.has(post.documentId)) {
      failing.add(post.documentId);
      strapi.log.error(
        `Publishing the scheduled post "${post.title}" failed; trying again: ${(error as Error).message}`,
      );
    }
  }
}

/** Publishes every draft whose time has come. */
export async function publishDuePosts(strapi: Core.Strapi, now = new Date()) {
  if (publishing) return;
  publishing = true;
  try {
    const candidates: DuePost[] = await strapi.db.query(POST_UID as never).findMany({
      select: ['documentId', 'title', 'scheduledDate', 'scheduledTime'],
      where: {
        publishedAt: null,
        scheduledTime: { $notNull: true },
        scheduledDate: { $notNull: true, $lte: indiaDate(now) },
      },
    });
    for (const post of candidates) {
      const instant = indiaInstant(post.scheduledDate, post.scheduledTime);
      if (!instant || instant.getTime() > now.getTime()) continue;
      await publishScheduled(strapi, post);
    }
  } finally {
    publishing = false;
  }
}

const scheduleService = ({ strapi }: { strapi: Core.Strapi }) => ({
  publishDuePosts: (now?: Date) => publishDuePosts(strapi, now),
});

export default scheduleService;
