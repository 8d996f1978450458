'use strict';

/**
 * A lead's history: each call or note the team writes, with its author and time, and every change of the
 * lead's status with who made it. Counsellors read it before calling back, so nobody asks the same thing
 * twice. Entries are added, never edited: the admin's side panel on a lead (src/admin/lead-history-panel.js)
 * reads and writes them through the two admin routes below, so a counsellor's role needs nothing beyond
 * reading and updating leads.
 */
const LEAD = 'api::lead.lead';
const ACTIVITY = 'api::lead-activity.lead-activity';
/** What a person may write; status changes are written by the CMS itself. */
const WRITTEN_KINDS = ['Call', 'Note'];
const MAX_TEXT = 5000;

/** 'New → Contacted': the text of a status change entry. */
function statusChangeText(from, to) {
  return `${from ?? 'None'} → ${to}`;
}

/** An admin user as the history names them: 'Asha Patil', or their e-mail when they gave no name. */
function authorName(user) {
  if (!user) return null;
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ').trim();
  return name || user.username || user.email || null;
}

/** A call or note as a person sent it: { kind, text }, or an error message for the panel. */
function parseEntry(body) {
  const kind = body?.kind;
  const text = typeof body?.text === 'string' ? body.text.trim() : '';
  if (!WRITTEN_KINDS.includes(kind)) return { error: `The kind must be ${WRITTEN_KINDS.join(' or ')}.` };
  if (!text) return { error: 'Write what was said or done.' };
  if (text.length > MAX_TEXT) return { error: `At most ${MAX_TEXT} characters.` };
  return { entry: { kind, text } };
}

/** One entry as the panel and the export show it. */
function presentEntry(activity) {
  return {
    id: activity.id,
    kind: activity.kind,
    text: activity.text ?? '',
    at: activity.at,
    author: authorName(activity.author),
  };
}

/** The admin user behind the request being served, if an admin is signed in (none for the site's token). */
function currentAdmin(strapi) {
  const ctx = strapi.requestContext?.get?.();
  const user = ctx?.state?.user;
  return ctx?.state?.auth?.strategy?.name === 'admin' && user?.id ? user : null;
}

async function addEntry(strapi, { leadDocumentId, kind, text, authorId, at = new Date() }) {
  return strapi.documents(ACTIVITY).create({
    data: {
      lead: { connect: [{ documentId: leadDocumentId }] },
      kind,
      text,
      at: at.toISOString(),
      ...(authorId ? { author: { connect: [{ id: authorId }] } } : {}),
    },
  });
}

/** A lead's entries, newest first. */
async function historyOf(strapi, leadDocumentId) {
  const activities = await strapi.db.query(ACTIVITY).findMany({
    where: { lead: { documentId: leadDocumentId } },
    populate: { author: { select: ['firstname', 'lastname', 'username', 'email'] } },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
  });
  return activities.map(presentEntry);
}

/**
 * The CMS writes the history's status changes itself, whoever changes the status and however (the admin's
 * edit view, the API): a document-service middleware sees every update. The entry names the signed-in admin
 * who made it, or nobody when the CMS or the site did.
 */
function registerLeadHistory(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== LEAD) return next();
    if (context.action === 'delete') {
      // The history goes with its lead (retention, erasure): it is personal data too.
      const entries = await strapi.db
        .query(ACTIVITY)
        .findMany({ select: ['id'], where: { lead: { documentId: context.params.documentId } } });
      const result = await next();
      if (entries.length > 0) {
        await strapi.db.query(ACTIVITY).deleteMany({ where: { id: { $in: entries.map(({ id }) => id) } } });
      }
      return result;
    }
    const status = context.params?.data?.leadStatus;
    if (context.action !== 'update' || status === undefined) return next();
    const before = await strapi
      .documents(LEAD)
      .findOne({ documentId: context.params.documentId, fields: ['leadStatus'] });
    const result = await next();
    if (before && before.leadStatus !== status) {
      await addEntry(strapi, {
        leadDocumentId: context.params.documentId,
        kind: 'Status change',
        text: statusChangeText(before.leadStatus, status),
        authorId: currentAdmin(strapi)?.id,
      });
    }
    return result;
  });
}

/** GET and POST /lead-history/:documentId, for admins whose role may read (and, to write, update) leads. */
function registerLeadHistoryRoutes(strapi) {
  const can = (ctx, action) => ctx.state.userAbility?.can(`plugin::content-manager.explorer.${action}`, LEAD);
  const leadOf = (documentId) => strapi.documents(LEAD).findOne({ documentId, fields: ['notes'] });
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/lead-history/:documentId',
        handler: async (ctx) => {
          if (!can(ctx, 'read')) return ctx.forbidden('Your role may not read leads.');
          const lead = await leadOf(ctx.params.documentId);
          if (!lead) return ctx.notFound('No such lead.');
          ctx.set('Cache-Control', 'private, no-store');
          // Notes written in the free-text box before the history existed stay readable, as its oldest entry.
          ctx.body = { entries: await historyOf(strapi, ctx.params.documentId), earlierNotes: lead.notes || null };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      {
        method: 'POST',
        path: '/lead-history/:documentId',
        handler: async (ctx) => {
          if (!can(ctx, 'update')) return ctx.forbidden('Your role may not update leads.');
          const parsed = parseEntry(ctx.request.body);
          if (parsed.error) return ctx.badRequest(parsed.error);
          if (!(await leadOf(ctx.params.documentId))) return ctx.notFound('No such lead.');
          const created = await addEntry(strapi, {
            leadDocumentId: ctx.params.documentId,
            ...parsed.entry,
            authorId: ctx.state.user.id,
          });
          ctx.status = 201;
          ctx.body = { entry: { ...presentEntry({ ...created, author: ctx.state.user }) } };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = {
  registerLeadHistory,
  registerLeadHistoryRoutes,
  historyOf,
  statusChangeText,
  authorName,
  parseEntry,
  presentEntry,
  currentAdmin,
  WRITTEN_KINDS,
};
