/**
 * Everything the CMS does when a post is created, changed, published, copied or deleted, however it happens
 * (the admin, REST, a schedule): one document-service middleware.
 *
 * - A post is published only with a category, a date and text that is not blank, whichever way it is
 *   published (the admin's Publish, bulk publish, REST with `status=published`, a schedule); a draft may stay
 *   incomplete. Not while Strapi starts: its own migrations publish posts that were live before these rules.
 * - A schedule is refused when only one of its day and time is set, when the time has passed, or when the
 *   post lacks what publishing needs; any publish clears it, and a copy starts unscheduled.
 * - A new or copied post gets its number (services/numbers.ts); nothing else may set or change it.
 * - The excerpt follows the text (services/excerpts.ts); a request cannot set it.
 *
 * The rules run before the number is taken, so a refused request takes no number.
 */
import type { Core } from '@strapi/strapi';
import { indiaDate } from '@codebridge/shared/india-time.mjs';
import { onDocuments, type DocumentContext } from '../../../../documents';
import {
  POST_UID,
  REQUIRED_FIELDS,
  SCHEDULE_FIELDS,
  refuseIncomplete,
  scheduleProblems,
  scheduleRefusal,
  type PostFields,
} from './lib/rules';
import { excerptOf } from './services/excerpts';
import { takeNumber } from './services/numbers';

const RULE_FIELDS = [...REQUIRED_FIELDS, ...SCHEDULE_FIELDS];

type Context = DocumentContext;

/** The draft of a document as stored, with the fields the rules read. */
function findDraft(
  strapi: Core.Strapi,
  documentId: string | undefined,
  fields: readonly string[],
): Promise<PostFields | null> {
  return strapi.db
    .query(POST_UID as never)
    .findOne({ select: [...fields], where: { documentId, publishedAt: null } });
}

/** Clears a post's schedule: a query, not the document service, so no webhook, and the draft stays as new. */
export function clearSchedule(strapi: Core.Strapi, documentId: string) {
  return strapi.db
    .query(POST_UID as never)
    .updateMany({ where: { documentId }, data: { scheduledDate: null, scheduledTime: null } });
}

async function checkPublishable(strapi: Core.Strapi, { action, params }: Context) {
  const summary = 'A post needs a category, a date and text before it is published.';
  if (action === 'publish') {
    const draft = await findDraft(strapi, params.documentId, REQUIRED_FIELDS);
    if (draft) refuseIncomplete(draft, summary);
  } else if (params.status === 'published' && (action === 'create' || action === 'update')) {
    // Saved and published in one request (the REST API's default): the draft it will become is checked.
    const stored =
      action === 'update' ? ((await findDraft(strapi, params.documentId, REQUIRED_FIELDS)) ?? {}) : {};
    const date = params.data?.date ?? stored.date ?? (action === 'create' ? indiaDate(new Date()) : null);
    refuseIncomplete({ ...stored, ...params.data, date }, summary);
  }
}

async function checkSchedule(strapi: Core.Strapi, { action, params }: Context) {
  if ((action !== 'create' && action !== 'update') || !params.data) return;
  const before = action === 'update' ? ((await findDraft(strapi, params.documentId, RULE_FIELDS)) ?? {}) : {};
  const problems = scheduleProblems({ ...before, ...params.data }, before);
  if (problems.length > 0) throw scheduleRefusal(problems);
}

async function keepNumberAndExcerpt(strapi: Core.Strapi, context: Context) {
  const { action, params } = context;
  if (action === 'create' || action === 'clone') {
    params.data = { ...(params.data ?? {}), postNumber: await takeNumber(strapi) };
  } else if (params.data && 'postNumber' in params.data) {
    params.data = { ...params.data };
    delete params.data.postNumber;
  }
  if (params.data && typeof params.data === 'object') {
    const data: PostFields = { ...params.data };
    delete data.excerpt;
    if ('description' in data) data.excerpt = excerptOf(data.description);
    params.data = data;
  }
}

export function registerPostDocuments(strapi: Core.Strapi) {
  onDocuments(strapi, POST_UID, async (post, next) => {
    post.params = post.params ?? {};
    if (strapi.isLoaded) await checkPublishable(strapi, post);
    await checkSchedule(strapi, post);
    await keepNumberAndExcerpt(strapi, post);
    const result = (await next()) as { documentId?: string } | null;
    const documentId = result?.documentId;
    if (post.action === 'clone') {
      // A copy starts unscheduled (Strapi copies the stored draft, schedule included, so it is cleared after).
      if (documentId) await clearSchedule(strapi, documentId);
    } else if (post.action === 'publish' || (post.params.status === 'published' && documentId)) {
      await clearSchedule(strapi, post.params.documentId ?? (documentId as string));
    }
    return result;
  });
}
