'use strict';

const { errors } = require('@strapi/utils');
const { instituteToday } = require('./institute-time');

const UID = 'api::blog.blog';

/**
 * What a post needs before it goes live. A draft may stay incomplete; publishing one without these is refused
 * with a message naming what is missing. The schema marks them required too (so the admin marks the fields
 * before it sends anything), but Strapi takes an empty or blank text for a present one.
 */
const REQUIRED_TO_PUBLISH = [
  { field: 'category', label: 'Category', message: 'Pick a category before publishing.' },
  { field: 'date', label: 'Date', message: 'Set the date shown on the post before publishing.' },
  { field: 'description', label: 'Text', message: 'Write the text of the post before publishing.' },
];
const REQUIRED_FIELDS = REQUIRED_TO_PUBLISH.map(({ field }) => field);

const isBlank = (value) => value === null || value === undefined || String(value).trim() === '';

/** The rules a post breaks for publishing, as Strapi reports field errors: [] when it may go live. */
function missingForPublishing(post) {
  return REQUIRED_TO_PUBLISH.filter(({ field }) => isBlank(post[field])).map(({ field, label, message }) => ({
    path: [field],
    message,
    name: 'ValidationError',
    label,
  }));
}

/** A ValidationError the admin shows under each field and in one notification. */
function refusal(summary, problems) {
  return new errors.ValidationError(summary, {
    errors: problems.map(({ path, message, name }) => ({ path, message, name })),
  });
}

function refuseIncomplete(post, summary) {
  const problems = missingForPublishing(post);
  if (problems.length === 0) return;
  const missing = problems.map(({ label }) => label).join(', ');
  throw refusal(`${summary} Missing: ${missing}.`, problems);
}

/** The draft of a document as stored, with the fields the rules read. */
function findDraft(strapi, documentId, fields) {
  return strapi.db.query(UID).findOne({ select: fields, where: { documentId, publishedAt: null } });
}

/**
 * Refuses to publish a post that lacks a category, a date or text, whichever way it is published. Not while
 * Strapi starts: its migrations publish posts that were live before these rules again, as they were.
 */
function registerPublishingRules(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || !strapi.isLoaded) return next();
    const params = context.params ?? {};
    const summary = 'A post needs a category, a date and text before it is published.';

    if (context.action === 'publish') {
      const draft = await findDraft(strapi, params.documentId, REQUIRED_FIELDS);
      if (draft) refuseIncomplete(draft, summary);
    } else if (params.status === 'published' && (context.action === 'create' || context.action === 'update')) {
      // Saved and published in one request (the REST API's default): the draft it will become is checked.
      const stored =
        context.action === 'update' ? ((await findDraft(strapi, params.documentId, REQUIRED_FIELDS)) ?? {}) : {};
      const date = params.data?.date ?? stored.date ?? (context.action === 'create' ? instituteToday() : null);
      refuseIncomplete({ ...stored, ...params.data, date }, summary);
    }
    return next();
  });
}

/**
 * A new post's date is today in India unless one is given: in the admin's form (which reads the schema's
 * default whenever it opens a new entry) and over REST (the database applies the same default). A getter,
 * so the default follows the calendar without a restart. Set after Strapi has built its tables, so no
 * column default is derived from it.
 */
function defaultDateToToday(strapi) {
  const date = strapi.contentType(UID).attributes.date;
  Object.defineProperty(date, 'default', { get: () => instituteToday(), enumerable: true, configurable: true });
}

module.exports = { registerPublishingRules, defaultDateToToday, missingForPublishing, refusal, findDraft };
