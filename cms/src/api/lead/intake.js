'use strict';

/**
 * The rules of a lead's intake that need no database: which request is which, and what a delivery of a lead
 * that is already stored changes. The controller (controllers/lead.js) applies them.
 */

/** The fields a follow-up create may carry: the browser's report of whether the notification e-mail went. */
const FOLLOW_UP_FIELDS = new Set(['submissionId', 'emailStatus']);

/** What the visitor typed, and where from: a later version of the same submission replaces these. */
const VISITOR_FIELDS = [
  'form',
  'name',
  'email',
  'phone',
  'city',
  'company',
  'designation',
  'course',
  'message',
  'details',
  'page',
  'submittedAt',
];

/** The e-mail status before anything was reported. A report never goes back to it. */
const UNKNOWN_EMAIL_STATUS = 'Unknown';

/** The request's lead and CV: JSON `{ data }`, or multipart with `data` (JSON) and the file in `files.cv`. */
function readIntake(request) {
  const body = request.body ?? {};
  let data = body.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      data = null;
    }
  }
  const files = request.files ?? {};
  let cv = files['files.cv'] ?? files.cv ?? null;
  if (Array.isArray(cv)) cv = cv.length === 1 ? cv[0] : 'many';
  return { data: data && typeof data === 'object' && !Array.isArray(data) ? data : null, cv };
}

function submissionIdOf(data) {
  return typeof data?.submissionId === 'string' && data.submissionId !== '' ? data.submissionId : null;
}

function isFollowUp(data) {
  return Object.keys(data).every((key) => FOLLOW_UP_FIELDS.has(key));
}

function time(value) {
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : Number.NEGATIVE_INFINITY;
}

/**
 * What a delivery of an already stored lead changes on it: the visitor's fields when this version was sent
 * later than the stored one (a corrected form sent again after a lost answer keeps its submission id), and
 * the e-mail status when one was reported (never back to Unknown). An older or equal version changes
 * nothing, so a late retry of the first version never overwrites the correction.
 */
function changesFor(existing, incoming) {
  const changes = {};
  if (time(incoming.submittedAt) > time(existing.submittedAt)) {
    for (const field of VISITOR_FIELDS) {
      if (field in incoming && incoming[field] !== existing[field]) changes[field] = incoming[field];
    }
  }
  if (
    typeof incoming.emailStatus === 'string' &&
    incoming.emailStatus !== UNKNOWN_EMAIL_STATUS &&
    incoming.emailStatus !== existing.emailStatus
  ) {
    changes.emailStatus = incoming.emailStatus;
  }
  return changes;
}

/** The note a lead carries when the CMS refused its CV (not a PDF or Word file, or too large). */
const CV_REFUSED_NOTE = '(the CMS did not accept the file)';

function withCvRefusedNote(details) {
  const text = typeof details === 'string' ? details : '';
  return text.includes(CV_REFUSED_NOTE) ? text : `${text}${text ? '\n' : ''}Resume ${CV_REFUSED_NOTE}`;
}

module.exports = {
  VISITOR_FIELDS,
  readIntake,
  submissionIdOf,
  isFollowUp,
  changesFor,
  withCvRefusedNote,
};
