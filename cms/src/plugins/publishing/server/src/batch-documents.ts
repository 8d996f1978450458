/**
 * What the CMS does when a batch is saved, however it is saved (the admin, REST, the CMS's own code): one
 * document-service middleware.
 *
 * - With Repeat, the entry becomes the first batch of its series and the others are created with it, one
 *   batch per day (lib/batches.ts), skipping days the course already has a batch on; each is then a plain
 *   batch ("Does not repeat"), moved or deleted on its own.
 * - A second batch of one course on one day is refused.
 * Each save reaches the site by the revalidation webhook (services/webhook.ts), as a post's does.
 */
import type { Core } from '@strapi/strapi';
import { isoCalendarDate } from '@codebridge/shared/calendar-date.mjs';
import { onDocuments, type DocumentContext } from '../../../../documents';
import { BATCH_UID, ONCE, duplicateBatch, seriesOf, type BatchFields } from './lib/batches';

interface StoredBatch {
  documentId: string;
  course: string;
  startsOn: string;
}

function batches(strapi: Core.Strapi) {
  return strapi.db.query(BATCH_UID as never);
}

async function saveBatch(
  strapi: Core.Strapi,
  { action, params }: DocumentContext,
  next: () => Promise<unknown>,
) {
  const data = (params.data ?? {}) as BatchFields & Record<string, unknown>;
  const stored: Partial<StoredBatch> =
    action === 'update' || action === 'clone'
      ? ((await batches(strapi).findOne({
          select: ['documentId', 'course', 'startsOn'],
          where: { documentId: params.documentId },
        })) ?? {})
      : {};
  const series = seriesOf({
    course: data.course ?? stored.course,
    startsOn: data.startsOn ?? stored.startsOn,
    repeat: data.repeat,
    repeatUntil: data.repeatUntil,
  });
  if (!series) return next();
  const [first, ...rest] = series.days.map(isoCalendarDate);
  const taken: StoredBatch[] = await batches(strapi).findMany({
    select: ['documentId', 'startsOn'],
    where: { course: series.course, startsOn: { $in: series.days.map(isoCalendarDate) } },
  });
  const takenDays = new Set(
    // A batch moved to a day keeps that day's place; a copy does not take its original's.
    taken
      .filter((batch) => action !== 'update' || batch.documentId !== params.documentId)
      .map((batch) => String(batch.startsOn)),
  );
  if (first && takenDays.has(first)) throw duplicateBatch(series.course, first);
  // Stored as what it now is: one batch. The series is the batches made below.
  params.data = { ...data, repeat: ONCE, repeatUntil: null };
  const saved = await next();
  for (const day of rest) {
    if (takenDays.has(day)) continue;
    await strapi
      .documents(BATCH_UID as 'api::batch.batch')
      .create({ data: { course: series.course, startsOn: day, repeat: ONCE } as never });
  }
  return saved;
}

export function registerBatchDocuments(strapi: Core.Strapi): void {
  // A copy (the content manager's Duplicate) is saved as a new batch is: not on a day its course has one.
  onDocuments(strapi, BATCH_UID, (context, next) =>
    ['create', 'update', 'clone'].includes(context.action) ? saveBatch(strapi, context, next) : next(),
  );
}
