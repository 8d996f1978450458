/**
 * A lead and its CV arrive in one request (POST /api/leads, the site's token) and are stored in one
 * transaction, so no process dying at any point leaves a lead without its CV or a CV without its lead, and a
 * delivery repeated any number of times (a lost answer, two instances at once) stores each once:
 *
 * - The lead's row is created first; the unique index on `submission_id` (database/migrations) makes a
 *   second create of the same submission fail in the database, whatever the timing: on PostgreSQL it waits
 *   for the first transaction and fails once that commits. A create that failed while a lead with its id
 *   exists is answered 200 with that lead, and a correction it carries (a newer version within the hour) is
 *   applied and written into the lead's history (lib/intake.ts).
 * - The CV goes through the upload plugin's own controller (its type and size checks), attached to the lead
 *   by ref/refId/field, inside the same transaction: a rollback leaves neither. A lead already stored without
 *   its CV gets it under a lock on the lead's row, so two deliveries never attach two files.
 *
 * Files written to disk by a transaction that never committed (the CMS killed mid-request) have no row: the
 * retention (services/retention.ts) deletes them.
 */
import type { Context } from 'koa';
import { LEAD_UID } from '../../../common/leads';
import { onTheVisitorsBehalf } from '../lead-documents';
import { bytesOf, checkCv, type UploadedFile } from '../lib/cv-check';
import {
  changesFor,
  correctionText,
  readIntake,
  submissionIdOf,
  withCvRefusedNote,
  type LeadInput,
} from '../lib/intake';
import { addEntry } from './history';
import type { Strapi } from '../lib/types';

/** Answers of the upload plugin that mean "not this file", never "try again": the lead goes without it. */
const FILE_REFUSED = new Set(['ValidationError', 'PayloadTooLargeError', 'ApplicationError']);

interface StoredLead {
  id: number;
  documentId: string;
  submissionId: string;
  details?: string | null;
  cv?: { id: number } | null;
  [field: string]: unknown;
}

/** What the core controller gives the intake: its own input checks, as for any create. */
export interface CoreChecks {
  validateInput(data: unknown, ctx: Context): Promise<void>;
  sanitizeInput(data: unknown, ctx: Context): Promise<Record<string, unknown>>;
}

type CvState = 'attached' | 'refused' | 'none';

const intakeService = ({ strapi }: { strapi: Strapi }) => {
  const leads = () => strapi.documents(LEAD_UID as 'api::lead.lead');
  const isPostgres = () => strapi.db.dialect.client === 'postgres';

  async function findLead(submissionId: string): Promise<StoredLead | null> {
    return (await leads().findFirst({
      filters: { submissionId },
      populate: { cv: true },
    } as never)) as StoredLead | null;
  }

  /** Attaches the request's CV to the lead through the upload plugin; false when it refused the file. */
  async function attachCv(ctx: Context, lead: StoredLead, cv: UploadedFile): Promise<boolean> {
    // The same check as the REST upload's (middlewares/cv-upload.ts): one PDF or Word file that is what its
    // name says, stored under the name and type its bytes show. The upload plugin's own check trusts its
    // sniffing.
    const check = checkCv(cv, await bytesOf(cv));
    if (check.problem !== null) return false;
    cv.originalFilename = check.name;
    cv.mimetype = check.type;
    const request = ctx.request as unknown as { body: unknown; files: unknown };
    const { body, files } = request;
    request.body = { ref: LEAD_UID, refId: lead.id, field: 'cv' };
    request.files = { files: cv };
    try {
      await strapi
        .plugin('upload')
        .controller('content-api')
        .uploadFiles(ctx, async () => {});
      return true;
    } catch (error) {
      if (FILE_REFUSED.has((error as { name?: string })?.name ?? '')) return false;
      throw error;
    } finally {
      request.body = body;
      request.files = files;
    }
  }

  function answer(ctx: Context, status: number, lead: StoredLead, meta: Record<string, unknown>) {
    ctx.status = status;
    ctx.body = { data: { documentId: lead.documentId, submissionId: lead.submissionId }, meta };
  }

  /** A lead delivered again: newer fields applied, and its CV attached if it has none yet. */
  async function deliveredAgain(
    ctx: Context,
    existing: StoredLead,
    input: LeadInput,
    cv: UploadedFile | null,
  ) {
    const changes = changesFor(existing, input);
    const corrected = Object.keys(changes).length > 0;
    let cvState: CvState = existing.cv ? 'attached' : 'none';
    await strapi.db.transaction(async ({ trx }) => {
      if (isPostgres()) await trx('leads').where('id', existing.id).forUpdate().select('id');
      if (cv) {
        // Read again under the lock: another delivery may have attached it meanwhile.
        const current: { cv?: { id: number } | null } | null = await strapi.db
          .query(LEAD_UID)
          .findOne({ where: { id: existing.id }, populate: { cv: { select: ['id'] } } });
        if (current?.cv) cvState = 'attached';
        else if (await attachCv(ctx, existing, cv)) cvState = 'attached';
        else {
          cvState = 'refused';
          changes.details = withCvRefusedNote(changes.details ?? existing.details);
        }
      }
      if (Object.keys(changes).length > 0) {
        // The visitor's own newer version: the one change of what they sent the leads' rule lets through.
        await onTheVisitorsBehalf(() =>
          leads().update({ documentId: existing.documentId, data: changes } as never),
        );
      }
      // Never a silent rewrite: the history says what the enquirer changed, and when.
      if (corrected) {
        await addEntry(strapi, {
          leadDocumentId: existing.documentId,
          kind: 'Corrected by the enquirer',
          text: correctionText(changes),
        });
      }
    });
    return answer(ctx, 200, existing, { existing: true, cv: cvState });
  }

  return {
    /** POST /api/leads: the core controller's create, for the site's token. */
    async create(ctx: Context, checks: CoreChecks) {
      const { data, cv } = readIntake(ctx.request as unknown as { body?: unknown; files?: unknown });
      const submissionId = submissionIdOf(data);
      if (!data || !submissionId) return ctx.badRequest('A lead needs its submission id.');
      if (cv === 'many') return ctx.badRequest('A lead carries one CV.');
      const file = (cv as UploadedFile | null) ?? null;

      await checks.validateInput(data, ctx);
      const input = await checks.sanitizeInput(data, ctx);
      delete input.cv;

      let cvRefused = false;
      try {
        const lead = await strapi.db.transaction(async () => {
          const created = (await leads().create({ data: input } as never)) as unknown as StoredLead;
          if (file && !(await attachCv(ctx, created, file))) {
            cvRefused = true;
            await onTheVisitorsBehalf(() =>
              leads().update({
                documentId: created.documentId,
                data: { details: withCvRefusedNote(created.details) },
              } as never),
            );
          }
          return created;
        });
        return answer(ctx, 201, lead, {
          existing: false,
          cv: file ? (cvRefused ? 'refused' : 'attached') : 'none',
        });
      } catch (error) {
        // The unique index (or Strapi's own check before it) refused a second lead with this submission id.
        const existing = await findLead(submissionId);
        if (!existing) throw error;
        return deliveredAgain(ctx, existing, input, file);
      }
    },
  };
};

export default intakeService;
