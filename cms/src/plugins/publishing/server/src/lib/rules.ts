/**
 * What a post needs before it goes live, and what a schedule must be. A draft may stay incomplete;
 * publishing one without a category, a date and text is refused with a message naming what is missing. The
 * schema marks them required too (so the admin marks the fields before it sends anything), but Strapi takes
 * an empty or blank text for a present one.
 */
import { errors } from '@strapi/utils';
import { indiaClock, indiaInstant } from '@codebridge/shared/india-time.mjs';

export const POST_UID = 'api::blog.blog';

const REQUIRED_TO_PUBLISH = [
  { field: 'category', label: 'Category', message: 'Pick a category before publishing.' },
  { field: 'date', label: 'Date', message: 'Set the date shown on the post before publishing.' },
  { field: 'description', label: 'Text', message: 'Write the text of the post before publishing.' },
] as const;
export const REQUIRED_FIELDS = REQUIRED_TO_PUBLISH.map(({ field }) => field);
export const SCHEDULE_FIELDS = ['scheduledDate', 'scheduledTime'] as const;

export type PostFields = Record<string, unknown>;

export interface Problem {
  path: string[];
  message: string;
  name: 'ValidationError';
  label?: string;
}

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The rules a post breaks for publishing, as Strapi reports field errors: [] when it may go live. */
export function missingForPublishing(post: PostFields): Problem[] {
  return REQUIRED_TO_PUBLISH.filter(({ field }) => isBlank(post[field])).map(({ field, label, message }) => ({
    path: [field],
    message,
    name: 'ValidationError',
    label,
  }));
}

/** A ValidationError the admin shows under each field and in one notification. */
export function refusal(summary: string, problems: Problem[]) {
  return new errors.ValidationError(summary, {
    errors: problems.map(({ path, message, name }) => ({ path, message, name })),
  });
}

export function refuseIncomplete(post: PostFields, summary: string): void {
  const problems = missingForPublishing(post);
  if (problems.length === 0) return;
  const missing = problems.map(({ label }) => label).join(', ');
  throw refusal(`${summary} Missing: ${missing}.`, problems);
}

/** '14 Dec 2026, 09:00 India time': how a marketer reads a scheduled time in a message. */
export function describeIndiaTime(date: string, time: string): string {
  const [year, month, day] = date.split('-');
  const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${Number(day)} ${monthName} ${year}, ${time.slice(0, 5)} India time`;
}

/** '09:00' and '09:00:00.000' are the same time. */
function sameTime(a: unknown, b: unknown): boolean {
  if (!hasValue(a) || !hasValue(b)) return a === b;
  const instantA = indiaInstant('2000-01-01', a);
  const instantB = indiaInstant('2000-01-01', b);
  return Boolean(instantA && instantB && instantA.getTime() === instantB.getTime());
}

/**
 * Why a draft's schedule cannot be kept, as field errors ([] when it can). `before` is the stored draft:
 * a time that has passed is refused only when it is being set, not when an unrelated edit saves it again.
 */
export function scheduleProblems(post: PostFields, before: PostFields = {}, now = new Date()): Problem[] {
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
  const instant = indiaInstant(date, time);
  if (!instant)
    return [{ path: ['scheduledTime'], message: 'This time cannot be read.', name: 'ValidationError' }];
  const changed = date !== before.scheduledDate || !sameTime(time, before.scheduledTime);
  if (changed && instant.getTime() <= now.getTime()) {
    const { date: today, time: clock } = indiaClock(now);
    return [
      {
        path: ['scheduledTime'],
        message: `That time has passed (it is ${describeIndiaTime(today, clock)}): pick a later one, or publish now.`,
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
export function scheduleRefusal(problems: Problem[]) {
  const missing = problems.filter((problem) => problem.label).map(({ label }) => label);
  if (missing.length === 0) return refusal(problems[0]?.message ?? 'This schedule cannot be kept.', problems);
  const summary = 'A scheduled post goes live by itself, so it needs a category, a date and text now.';
  return refusal(`${summary} Missing: ${missing.join(', ')}.`, problems);
}
