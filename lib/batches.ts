/**
 * Batch calendar: when the next batches start (the rules are in lib/shared/batches.mjs, which the CMS reads
 * too: its acknowledgement to an enquirer states the dates the site shows).
 */
export {
  bannerScheduleFrom,
  calendarFrom,
  calendarStart,
  nextBatchFor,
  batchSchedule,
  batchScheduleOn,
  batchStartsInMonth,
  nextCourseBatch,
  nextCourseBatchAfter,
} from './shared/batches.mjs';
export type { BatchSchedule, EnteredBatch } from './shared/batches.mjs';
