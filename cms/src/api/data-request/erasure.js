'use strict';

const rules = require('./rules');

const REQUESTS = 'api::data-request.data-request';
const LEADS = 'api::lead.lead';
const PAGE = 500;
/** The site answers a purge in this time, or the erasure waits for another try. */
const SITE_TIMEOUT_MS = 15_000;

/** An erasure that cannot go ahead; its message is for the admin who asked. Nothing was deleted. */
class ErasureRefused extends Error {
  constructor(message, status = 409) {
    super(message);
    this.name = 'ErasureRefused';
    this.status = status;
  }
}

/**
 * Tells the site to delete the person's leads waiting in its outbox (POST {SITE_URL}/api/leads/purge, with
 * the token the site creates requests with). Resolves to how many it deleted.
 */
async function purgeSiteOutbox(strapi, contact) {
  const siteUrl = strapi.config.get('admissions', {}).siteUrl;
  const token = process.env.CMS_DATA_REQUESTS_TOKEN;
  if (!siteUrl || !token) {
    throw new ErasureRefused(
      "The site's outbox cannot be checked: set SITE_URL and CMS_DATA_REQUESTS_TOKEN (the site's DATA_REQUESTS_API_TOKEN). Nothing was deleted.",
    );
  }
  let answer;
  try {
    answer = await fetch(new URL('/api/leads/purge', siteUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contactType: contact.type, contact: contact.value }),
      signal: AbortSignal.timeout(SITE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ErasureRefused(
      `The site did not answer (${error.name}). Nothing was deleted: try again in a minute.`,
      503,
    );
  }
  if (!answer.ok) {
    throw new ErasureRefused(
      `The site answered ${answer.status}. Nothing was deleted: try again in a minute.`,
      503,
    );
  }
  const body = await answer.json().catch(() => ({}));
  if (!Number.isSafeInteger(body.purged))
    throw new ErasureRefused('The site gave no count. Nothing was deleted.', 503);
  return body.purged;
}

/** Every lead of the person, with whether it has a CV (read in pages: the phone is compared in code). */
async function leadsOf(strapi, contact) {
  const found = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await strapi.db.query(LEADS).findMany({
      select: ['id', 'documentId', 'email', 'phone'],
      populate: { cv: { select: ['id'] } },
      orderBy: { id: 'asc' },
      limit: PAGE,
      offset,
    });
    found.push(...page.filter((lead) => rules.leadMatches(lead, contact)));
    if (page.length < PAGE) return found;
  }
}

function day(date) {
  return date.toISOString().slice(0, 10);
}

/**
 * Admissions approved the erasure of a verified request: the person's leads waiting on the site go first
 * (so none reaches the CMS afterwards), then every lead of theirs in the CMS, each with its CV (the lead's
 * delete removes its file and upload row: src/bootstrap/lead-retention.js). The request is kept as the
 * record that an erasure happened, with its date and counts and without the contact; the person's other
 * requests lose their contact too.
 */
async function eraseForRequest(
  strapi,
  documentId,
  { purgeOutbox = purgeSiteOutbox, now = () => new Date() } = {},
) {
  const request = await strapi.documents(REQUESTS).findOne({ documentId });
  if (!request) throw new ErasureRefused('No such request.', 404);
  if (request.kind !== rules.KINDS.erasure)
    throw new ErasureRefused('This request does not ask for erasure.');
  if (request.requestStatus !== rules.STATUS.verified) {
    throw new ErasureRefused(
      request.requestStatus === rules.STATUS.done
        ? 'This erasure was done already.'
        : 'Verify the request first: only a verified person’s data is erased.',
    );
  }
  const contact = { type: request.contactType, value: request.contact };
  if (!contact.type || !contact.value) throw new ErasureRefused('This request names no contact.');

  const waiting = await purgeOutbox(strapi, contact);
  const leads = await leadsOf(strapi, contact);
  let files = 0;
  for (const lead of leads) {
    if (lead.cv?.id) files += 1;
    await strapi.documents(LEADS).delete({ documentId: lead.documentId });
  }

  const erasedAt = now();
  const others = await strapi.db.query(REQUESTS).findMany({
    select: ['id', 'documentId', 'contact', 'contactType', 'requestStatus'],
    where: { contact: { $notNull: true }, documentId: { $ne: documentId } },
  });
  for (const other of others) {
    if (!rules.sameContact(contact, { type: other.contactType, value: other.contact })) continue;
    const open =
      other.requestStatus === rules.STATUS.unverified || other.requestStatus === rules.STATUS.verified;
    await strapi.documents(REQUESTS).update({
      documentId: other.documentId,
      data: {
        contact: null,
        details: null,
        codeHash: null,
        codeExpiresAt: null,
        ...(open
          ? {
              requestStatus: rules.STATUS.done,
              outcome: `Closed by the erasure of request ${request.id} on ${day(erasedAt)}.`,
            }
          : {}),
      },
    });
  }

  const outcome = `Erased on ${day(erasedAt)}: ${leads.length} leads, ${files} CVs, ${waiting} waiting on the site.`;
  await strapi.documents(REQUESTS).update({
    documentId,
    data: {
      requestStatus: rules.STATUS.done,
      contact: null,
      details: null,
      codeHash: null,
      codeExpiresAt: null,
      erasedAt: erasedAt.toISOString(),
      erasedLeads: leads.length,
      erasedFiles: files,
      erasedWaiting: waiting,
      outcome,
    },
  });
  strapi.log.info(`Data request ${request.id}: ${outcome}`);
  return {
    reference: request.id,
    erasedLeads: leads.length,
    erasedFiles: files,
    erasedWaiting: waiting,
    outcome,
  };
}

/**
 * POST /data-request-erasure/:documentId (admin): the Erase button on a request's page. For an admin whose
 * role may update requests and delete leads.
 */
function registerErasureRoute(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'POST',
        path: '/data-request-erasure/:documentId',
        handler: async (ctx) => {
          const ability = ctx.state.userAbility;
          if (
            !ability?.can('plugin::content-manager.explorer.update', REQUESTS) ||
            !ability?.can('plugin::content-manager.explorer.delete', LEADS)
          ) {
            return ctx.forbidden('Your role may not erase a person’s data.');
          }
          try {
            ctx.body = { data: await eraseForRequest(strapi, ctx.params.documentId) };
          } catch (error) {
            if (!(error instanceof ErasureRefused)) throw error;
            ctx.status = error.status;
            ctx.body = {
              data: null,
              error: { status: error.status, name: error.name, message: error.message },
            };
          }
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { ErasureRefused, eraseForRequest, purgeSiteOutbox, registerErasureRoute };
