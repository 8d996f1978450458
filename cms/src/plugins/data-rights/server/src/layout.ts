/**
 * How admissions see data requests in the admin: the nearest deadline first, what the person sent read-only.
 * Applied once per version (src/admin-layouts.ts).
 */
import type { Core } from '@strapi/strapi';
import { applyLayoutOnce, editLayout, readOnly, withLabels, type FieldText } from '../../../../admin-layouts';
import { REQUEST_UID } from './lib/rules';
import { MANAGED_FIELDS } from './request-documents';

const VERSION = 2;

const FIELDS: Record<string, FieldText> = {
  kind: {
    label: 'Asks to',
    description: 'See their data (Access), correct it, erase it, or withdraw consent.',
  },
  requestStatus: {
    label: 'Status',
    description:
      'Unverified until the person confirms by the e-mail link, or you call the number and make sure it is them (write what they said in Outcome); then Verified. Done once answered (an access request: by the Access panel; an erasure: by the Erase button), Refused with the reason in Outcome.',
  },
  contactType: { label: 'Contact by', description: '' },
  contact: {
    label: 'Contact',
    description: 'The e-mail or phone the person enquired with. Cleared by an erasure.',
  },
  details: { label: 'Details', description: 'What the person wrote (what to correct, say).' },
  verification: { label: 'Verification', description: 'By the e-mail link, or by a call from admissions.' },
  receivedAt: { label: 'Received', description: '' },
  deadline: { label: 'Answer by', description: 'The privacy page promises an answer by this day.' },
  verifiedAt: { label: 'Verified', description: '' },
  outcome: {
    label: 'Outcome',
    description:
      'How you made sure it was the person (for a call: who called, when, what they confirmed), then what was done, or why it was refused. Kept as the record: no phone number or e-mail address here.',
  },
  verifiedBy: {
    label: 'Verified by',
    description: 'Who set it Verified (empty: the person, by the e-mail link).',
  },
  answerMethod: {
    label: 'Answered by',
    description: 'E-mail to the verified address, or a call to the verified number.',
  },
  answeredAt: { label: 'Answered', description: '' },
  teamToldAt: { label: 'Team told', description: 'When the grievance contact was e-mailed of this request.' },
  erasedAt: { label: 'Erased', description: '' },
  erasedLeads: { label: 'Leads erased', description: '' },
  erasedFiles: { label: 'CVs erased', description: '' },
  erasedWaiting: {
    label: 'Erased on the site',
    description: 'Leads that were waiting in the site’s outbox.',
  },
};

/** Every field the CMS writes is read-only (the request documents' middleware drops edits to them too). */
const READ_ONLY = MANAGED_FIELDS;

const EDIT_ROWS: [string, number][][] = [
  [
    ['requestStatus', 4],
    ['kind', 4],
    ['deadline', 4],
  ],
  [['outcome', 12]],
  [
    ['contactType', 4],
    ['contact', 8],
  ],
  [['details', 12]],
  [
    ['verification', 4],
    ['receivedAt', 4],
    ['teamToldAt', 4],
  ],
  [
    ['verifiedAt', 4],
    ['verifiedBy', 8],
  ],
  [
    ['answerMethod', 4],
    ['answeredAt', 4],
  ],
  [
    ['erasedAt', 3],
    ['erasedLeads', 3],
    ['erasedFiles', 3],
    ['erasedWaiting', 3],
  ],
];

export async function layOutRequests(strapi: Core.Strapi) {
  await applyLayoutOnce(strapi, {
    uid: REQUEST_UID,
    version: VERSION,
    layout: (current) => ({
      settings: {
        ...current.settings,
        mainField: 'kind',
        defaultSortBy: 'deadline',
        defaultSortOrder: 'ASC',
        pageSize: 20,
      },
      metadatas: readOnly(withLabels(current.metadatas, FIELDS), READ_ONLY),
      layouts: {
        ...current.layouts,
        list: ['id', 'receivedAt', 'kind', 'requestStatus', 'verification', 'deadline', 'answeredAt'],
        edit: editLayout(EDIT_ROWS),
      },
    }),
  });
}
