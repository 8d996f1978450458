'use strict';

const { factories } = require('@strapi/strapi');
const fs = require('node:fs');
const { checkCv } = require('../../../bootstrap/site-uploads');
const { changesFor, isFollowUp, readIntake, submissionIdOf, withCvRefusedNote } = require('../intake');

const UID = 'api::lead.lead';
/** Answers of the upload plugin that mean "not this file", never "try again": the lead goes without it. */
const FILE_REFUSED = new Set(['ValidationError', 'PayloadTooLargeError', 'ApplicationError']);

/**
 * A lead and its CV arrive in one request and are stored in one transaction, so no process dying at any
 * point leaves a lead without its CV or a CV without its lead, and a delivery repeated any number of times
 * (a lost answer, two instances at once) stores each once:
 *
 * - The lead's row is created first; the unique index on `submission_id` (database/migrations) makes a
 *   second create of the same submission fail in the database, whatever the timing: on PostgreSQL it waits
 *   for the first transaction and fails once that commits. A create that failed while a lead with its id
 *   exists is answered 200 with that lead, and what it carries that is newer is applied (intake.js).
 * - The CV goes through the upload plugin's own controller (its type and size checks), attached to the lead
 *   by ref/refId/field, inside the same transaction: a rollback leaves neither. A lead already stored without
 *   its CV gets it under a lock on the lead's row, so two deliveries never attach two files.
 * - A create with only a known submission id and an e-mail status records that status (the site's token
 *   may create leads and nothing else, so this is how it reports the e-mail after the fact).
 *
 * Files written to disk by a transaction that never committed (the CMS killed mid-request) have no row:
 * lead-retention.js deletes them.
 */
module.exports = factories.createCoreController(UID, ({ strapi }) => {
  const isPostgres = () => strapi.db.dialect.client === 'postgres';

  async function findLead(submissionId) {
    return strapi.documents(UID).findFirst({ filters: { submissionId }, populate: { cv: true } });
  }

  /** Attaches the request's CV to the lead through the upload plugin; false when the plugin refused the file. */
  async function attachCv(ctx, lead, cv) {
    // The same check as the REST upload's (site-uploads.js): one PDF or Word file that is what its name says,
    // stored under the name and type its bytes show. The upload plugin's own check trusts its sniffing.
    const filePath = cv.filepath ?? cv.path;
    const bytes = filePath ? await fs.promises.readFile(filePath) : Buffer.from(cv.buffer ?? []);
    const { problem, name, type } = checkCv(cv, bytes);
    if (problem) return false;
    cv.originalFilename = name;
    cv.mimetype = type;
    const { body, files } = ctx.request;
    ctx.request.body = { ref: UID, refId: lead.id, field: 'cv' };
    ctx.request.files = { files: cv };
    try {
      await strapi.plugin('upload').controller('content-api').uploadFiles(ctx);
      return true;
    } catch (error) {
      if (FILE_REFUSED.has(error?.name)) return false;
      throw error;
    } finally {
      ctx.request.body = body;
      ctx.request.files = files;
    }
  }

  function answer(ctx, status, lead, meta) {
    ctx.status = status;
    ctx.body = { data: { documentId: lead.documentId, submissionId: lead.submissionId }, meta };
  }

  return {
    async create(ctx) {
      const { data, cv } = readIntake(ctx.request);
      const submissionId = submissionIdOf(data);
      if (!data || !submissionId) return ctx.badRequest('A lead needs its submission id.');
      if (cv === 'many') return ctx.badRequest('A lead carries one CV.');

      if (isFollowUp(data)) {
        const existing = await findLead(submissionId);
        if (!existing) return ctx.notFound('No lead has this submission id.');
        const changes = changesFor(existing, data);
        if (Object.keys(changes).length > 0) {
          await strapi.documents(UID).update({ documentId: existing.documentId, data: changes });
        }
        return answer(ctx, 200, existing, { existing: true });
      }

      await this.validateInput(data, ctx);
      const input = await this.sanitizeInput(data, ctx);
      delete input.cv;

      let cvRefused = false;
      try {
        const lead = await strapi.db.transaction(async () => {
          const created = await strapi.documents(UID).create({ data: input });
          if (cv && !(await attachCv(ctx, created, cv))) {
            cvRefused = true;
            await strapi.documents(UID).update({
              documentId: created.documentId,
              data: { details: withCvRefusedNote(created.details) },
            });
          }
          return created;
        });
        return answer(ctx, 201, lead, { existing: false, cv: cv ? (cvRefused ? 'refused' : 'attached') : 'none' });
      } catch (error) {
        // The unique index (or Strapi's own check before it) refused a second lead with this submission id.
        const existing = await findLead(submissionId);
        if (!existing) throw error;
        return this.deliveredAgain(ctx, existing, input, cv);
      }
    },

    /** A lead delivered again: newer fields applied, and its CV attached if it has none yet. */
    async deliveredAgain(ctx, existing, input, cv) {
      const changes = changesFor(existing, input);
      let cvState = existing.cv ? 'attached' : 'none';
      await strapi.db.transaction(async ({ trx }) => {
        if (isPostgres()) await trx('leads').where('id', existing.id).forUpdate().select('id');
        if (cv) {
          // Read again under the lock: another delivery may have attached it meanwhile.
          const current = await strapi.db
            .query(UID)
            .findOne({ where: { id: existing.id }, populate: { cv: { select: ['id'] } } });
          if (current?.cv) cvState = 'attached';
          else if (await attachCv(ctx, existing, cv)) cvState = 'attached';
          else {
            cvState = 'refused';
            changes.details = withCvRefusedNote(changes.details ?? existing.details);
          }
        }
        if (Object.keys(changes).length > 0) {
          await strapi.documents(UID).update({ documentId: existing.documentId, data: changes });
        }
      });
      return answer(ctx, 200, existing, { existing: true, cv: cvState });
    },
  };
});
