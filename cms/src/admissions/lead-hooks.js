'use strict';

/**
 * The lead's admissions fields, however a lead is stored (the site's create, a late delivery from its
 * outbox, an admin's Create): a document-service middleware fills its keys, repeat link, count, counsellor
 * and alert state before the insert and starts its alert after it; an update that moves the status off New
 * for the first time records when the person was first contacted.
 */
const { admissionsFieldsFor } = require('./assignment');
const { alertSoon, initialAlertState } = require('./alerts');

const LEAD_UID = 'api::lead.lead';
/** Set by the CMS alone: whatever a create carries for them is replaced. */
const MANAGED = [
  'phoneKey',
  'emailKey',
  'enquiryCount',
  'repeatOf',
  'alertState',
  'alertSentAt',
  'alertError',
  'alertAttempts',
  'alertNextAttemptAt',
  'alertClaimedAt',
  'escalatedAt',
];

function registerAdmissionsHooks(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== LEAD_UID) return next();
    if (context.action === 'create') {
      const data = { ...(context.params.data ?? {}) };
      for (const field of MANAGED) delete data[field];
      Object.assign(data, await admissionsFieldsFor(strapi, data), { alertState: initialAlertState(strapi) });
      if (data.leadStatus && data.leadStatus !== 'New' && !data.firstContactedAt) data.firstContactedAt = new Date();
      context.params.data = data;
      const created = await next();
      if (created?.id) alertSoon(strapi, created.id);
      return created;
    }
    if (context.action === 'update' && context.params.data?.leadStatus) {
      const data = context.params.data;
      if (data.leadStatus !== 'New' && !data.firstContactedAt) {
        const current = await strapi.db.query(LEAD_UID).findOne({
          where: { documentId: context.params.documentId },
          select: ['id', 'firstContactedAt'],
        });
        if (current && !current.firstContactedAt) data.firstContactedAt = new Date();
      }
    }
    return next();
  });
}

module.exports = { registerAdmissionsHooks };
