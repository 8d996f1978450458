'use strict';

const { factories } = require('@strapi/strapi');

const UID = 'api::lead.lead';

/** The fields a follow-up create may carry: the browser's report of whether the notification e-mail went. */
const FOLLOW_UP_FIELDS = new Set(['submissionId', 'emailStatus']);

/**
 * Creating a lead is idempotent by its submission id, so the site may deliver a lead again (after a lost
 * answer, or from two instances at once) and the admissions team still sees it once:
 * - a lead whose submission id is known is not stored again; the answer says which lead has it;
 * - a create with only a known submission id and an e-mail status records that status on the lead (the
 *   site's token may create leads and nothing else, so this is how it reports the e-mail after the fact).
 */
module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = ctx.request.body?.data;
    const submissionId = typeof data?.submissionId === 'string' ? data.submissionId : null;
    if (!submissionId) return super.create(ctx);

    const followUp = Object.keys(data).every((key) => FOLLOW_UP_FIELDS.has(key));
    const existing = await strapi.documents(UID).findFirst({
      filters: { submissionId },
      fields: ['submissionId', 'emailStatus'],
    });
    if (followUp) {
      if (!existing) return ctx.notFound('No lead has this submission id.');
      if (data.emailStatus !== undefined && data.emailStatus !== existing.emailStatus) {
        await strapi.documents(UID).update({
          documentId: existing.documentId,
          data: { emailStatus: data.emailStatus },
        });
      }
      ctx.status = 200;
      ctx.body = { data: { documentId: existing.documentId, submissionId }, meta: { existing: true } };
      return;
    }
    if (existing) {
      ctx.status = 200;
      ctx.body = { data: { documentId: existing.documentId, submissionId }, meta: { existing: true } };
      return;
    }
    try {
      return await super.create(ctx);
    } catch (error) {
      // Two deliveries of one lead at the same moment: the database's unique index let one through.
      const stored = await strapi.documents(UID).findFirst({ filters: { submissionId }, fields: ['submissionId'] });
      if (!stored) throw error;
      ctx.status = 200;
      ctx.body = { data: { documentId: stored.documentId, submissionId }, meta: { existing: true } };
    }
  },
}));
