/**
 * How the admissions team sees leads in the admin: newest first, the columns they call back from, labels and
 * hints on every field, and what the visitor sent read-only (the team sets a lead's status, counsellor and
 * next follow-up; calls and notes go into its history, the side panel of admin/src/components/
 * LeadHistoryPanel.tsx). Applied once per version (src/admin-layouts.ts).
 */
import type { Core } from '@strapi/strapi';
import { LEAD_CHANNELS, TOUCH_FIELDS } from '@codebridge/shared/leads.mjs';
import {
  applyLayoutOnce,
  editLayout,
  readOnly,
  withLabels,
  withListLabels,
  type FieldText,
} from '../../../../admin-layouts';
import { LEAD_UID } from '../../common/leads';

const VERSION = 4;
const RULE_VERSION = 1;

const LEAD_FIELDS: Record<string, FieldText> = {
  submittedAt: {
    label: 'Received',
    description: 'When the visitor sent the form, in your computer’s time zone.',
  },
  form: { label: 'Form', description: 'Which form of the site it came from.' },
  leadStatus: {
    label: 'Status',
    description:
      'New until someone contacts the person; then Contacted, Enrolled or Closed. Each change goes into the history.',
  },
  name: { label: 'Name', description: '' },
  email: { label: 'Email', description: '' },
  phone: { label: 'Phone', description: '' },
  city: { label: 'City', description: '' },
  company: { label: 'Company', description: '' },
  designation: { label: 'Designation', description: '' },
  course: {
    label: 'Course',
    description: 'The course chosen in the form, or the course page it was sent from.',
  },
  position: {
    label: 'Position',
    description: 'The job a job application is for.',
  },
  message: { label: 'Message', description: 'A comment or cover letter, as the visitor wrote it.' },
  details: { label: 'Everything sent', description: 'Every field of the form, as the visitor filled it.' },
  page: { label: 'Page', description: 'The page of the site the form was sent from.' },
  cv: {
    label: 'CV',
    description: 'Private: download it from the CV panel on the right; its link works for 15 minutes.',
  },
  notes: {
    label: 'Notes',
    description: 'Written before the history existed; the History panel shows them too.',
  },
  submissionId: { label: 'Submission id', description: 'Keeps a form sent twice from becoming two leads.' },
  counsellor: {
    label: 'Counsellor',
    description: 'Who follows this lead up. The admissions head reassigns it.',
  },
  nextFollowUp: {
    label: 'Next follow-up',
    description: 'When to call again; the counsellor’s morning e-mail lists it.',
  },
  firstContactedAt: { label: 'First contacted', description: 'Set when the status first leaves New.' },
  repeatOf: { label: 'Repeat of', description: 'This person’s first enquiry, matched by phone or e-mail.' },
  enquiryCount: {
    label: 'Enquiries',
    description: 'How many times this person has enquired, this one included.',
  },
  alertState: {
    label: 'Alert',
    description:
      'The e-mail to the counsellor about this lead. “Waiting for mail server”: the CMS has no SMTP_HOST.',
  },
  alertSentAt: { label: 'Alert sent', description: 'When the counsellor (or admissions) was e-mailed.' },
  alertError: {
    label: 'Alert problem',
    description: 'Why the last try to send the alert failed; it is tried again.',
  },
  escalatedAt: {
    label: 'Escalated',
    description: 'When admissions were told it was still New after two working hours.',
  },
  noticeVersion: {
    label: 'Notice seen',
    description: 'Which wording of the form’s privacy notice the person saw.',
  },
  channel: {
    label: 'Channel',
    description:
      'How the lead came in: the site’s own forms, a Meta lead ad, a Google Ads lead form or a listing site.',
  },
  publisher: { label: 'Listing site', description: 'The listing site that sent the lead (JustDial, …).' },
  externalLeadId: {
    label: 'Lead id at the channel',
    description: 'The lead’s own id at Meta, Google or the listing site: find it there with this.',
  },
  campaignId: { label: 'Campaign id', description: 'The ad campaign the lead came from.' },
  adGroupId: { label: 'Ad set or ad group id', description: 'Meta’s ad set, or Google’s ad group.' },
  adId: { label: 'Ad id', description: 'The ad the person answered (Google: its creative).' },
  leadFormId: { label: 'Lead form id', description: 'The lead form in the ad.' },
  pageId: { label: 'Facebook page id', description: 'The page whose ad it was.' },
  clickId: {
    label: 'Google click id',
    description: 'gclid: identifies the ad click, for an offline conversion upload.',
  },
  isTest: {
    label: 'Test lead',
    description:
      'Test data from the ad platform (Meta’s testing tool, Google’s Send test data): no counsellor, alert or acknowledgement, not in the dashboard.',
  },
  ...touchFields(
    'first',
    'First touch',
    'the first arrival (of the last 30 days) from a campaign link or another site',
  ),
  ...touchFields(
    'latest',
    'Latest touch',
    'the latest arrival from a campaign link or another site before the form was sent',
  ),
};

/**
 * Where the lead came from, as the visitor's browser remembered it: the first and the latest touch. Empty for
 * a direct visit.
 */
function touchFields(prefix: string, title: string, what: string): Record<string, FieldText> {
  const fields: Record<string, [string, string]> = {
    Source: ['source', 'utm_source of the link (google, newsletter, …)'],
    Medium: ['medium', 'utm_medium (cpc, email, social, …)'],
    Campaign: ['campaign', 'utm_campaign'],
    Term: ['term', 'utm_term: the ad’s keyword'],
    Content: ['content', 'utm_content: which ad or link'],
    Gclid: ['Google Ads click id', 'gclid: identifies the ad click, for an offline conversion upload'],
    Fbclid: ['Meta click id', 'fbclid: identifies the Facebook or Instagram ad click'],
    ReferrerHost: ['referring site', 'the site the visitor followed a link from (its name only)'],
    ReferrerKind: [
      'kind of site',
      'whether the referring site is a search engine, a social site or another site',
    ],
    LandingPage: ['landing page', 'the page of this site where that visit began'],
    TouchAt: ['when', `when it happened: ${what}`],
  };
  return Object.fromEntries(
    Object.entries(fields).map(([name, [label, description]]) => [
      `${prefix}${name}`,
      { label: `${title}: ${label}`, description },
    ]),
  );
}

/** The list's column titles where they differ from the edit view's labels: short, so eight columns fit. */
const LIST_LABELS = {
  nextFollowUp: 'Follow-up',
  leadStatus: 'Status',
  firstSource: 'Source',
  channel: 'Channel',
};

/** What the team changes; everything else (what the visitor sent, what the CMS works out) is read-only. */
export const EDITABLE = ['leadStatus', 'counsellor', 'nextFollowUp'];

/**
 * The list's eight columns, meant to show whole at 1280 pixels: who (a repeat marked by its name), how to
 * call them (a tel: link, drawn by the list's columns in admin/src/lead-list.tsx), what about, where from,
 * where it stands, who owns it, when to call next and when it came (the list's order; a lead's channel is on its
 * page); the filters reach
 * every field.
 */
export const LEAD_LIST = [
  'name',
  'phone',
  'course',
  'firstSource',
  'leadStatus',
  'counsellor',
  'nextFollowUp',
  'submittedAt',
];

/** The edit view's first rows: [field, width out of 12]; every other field follows, two to a row. */
const LEAD_EDIT_ROWS: [string, number][][] = [
  [
    ['leadStatus', 4],
    ['counsellor', 4],
    ['nextFollowUp', 4],
  ],
  [
    ['name', 4],
    ['course', 4],
    ['position', 4],
  ],
  [
    ['phone', 6],
    ['email', 6],
  ],
  [
    ['form', 4],
    ['submittedAt', 4],
    ['firstContactedAt', 4],
  ],
  // A lead from an ad or a listing site: where exactly (each shown only for the channels that have it).
  [
    ['channel', 4],
    ['publisher', 4],
    ['isTest', 4],
  ],
  [
    ['externalLeadId', 6],
    ['clickId', 6],
  ],
  [
    ['campaignId', 3],
    ['adGroupId', 3],
    ['adId', 3],
    ['leadFormId', 3],
  ],
  [['pageId', 6]],
  [
    ['city', 4],
    ['company', 4],
    ['designation', 4],
  ],
  [['message', 12]],
  [['details', 12]],
  [['cv', 12]],
  [['page', 12]],
  [
    ['repeatOf', 6],
    ['enquiryCount', 6],
  ],
  [
    ['alertState', 4],
    ['alertSentAt', 4],
    ['escalatedAt', 4],
  ],
  [['alertError', 12]],
  [
    ['submissionId', 6],
    ['noticeVersion', 6],
  ],
  ...['first', 'latest'].flatMap((prefix): [string, number][][] => [
    [
      [`${prefix}Source`, 4],
      [`${prefix}Medium`, 4],
      [`${prefix}Campaign`, 4],
    ],
    [
      [`${prefix}Term`, 6],
      [`${prefix}Content`, 6],
    ],
    [
      [`${prefix}ReferrerHost`, 4],
      [`${prefix}ReferrerKind`, 4],
      [`${prefix}TouchAt`, 4],
    ],
    [
      [`${prefix}LandingPage`, 4],
      [`${prefix}Gclid`, 4],
      [`${prefix}Fbclid`, 4],
    ],
  ]),
];

/** Fields no layout shows: Strapi's own, and the ones shown elsewhere (old notes are in the history panel). */
const NOT_IN_EDIT = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
  'notes',
  // The admissions code's bookkeeping: the matching keys and the alert's retry state.
  'phoneKey',
  'emailKey',
  'alertAttempts',
  'alertNextAttemptAt',
  'alertClaimedAt',
  'alertFailingSince',
  'alertLateReport',
]);
const FULL_WIDTH = new Set(['text', 'richtext', 'json', 'blocks', 'media', 'component', 'dynamiczone']);

/**
 * The edit rows for the lead's attributes: the rows above for the fields that exist, then any other field
 * (added by a later change) two to a row, so a new field is never left out of the view.
 */
export function leadEditRows(attributes: Record<string, { type: string }>): [string, number][][] {
  const exists = (name: string) => Object.hasOwn(attributes, name);
  const rows = LEAD_EDIT_ROWS.map((row) => row.filter(([name]) => exists(name))).filter(
    (row) => row.length > 0,
  );
  const placed = new Set(rows.flat().map(([name]) => name));
  let row: [string, number][] = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    if (placed.has(name) || NOT_IN_EDIT.has(name)) continue;
    const size = FULL_WIDTH.has(attribute.type) ? 12 : 6;
    if (row.reduce((sum, [, width]) => sum + width, 0) + size > 12) {
      rows.push(row);
      row = [];
    }
    row.push([name, size]);
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

const WEBSITE = [LEAD_CHANNELS.website, null];
const LEAD_ADS = [LEAD_CHANNELS.meta, LEAD_CHANNELS.google];
const channelIn = (channels: (string | null)[]) => ({ in: [{ var: 'channel' }, channels] });

/**
 * Which fields a lead's page shows by its channel (Strapi's conditional fields, JSON Logic on the lead's
 * own values): what only the site's forms fill (the page, the notice, a CV, the browser's touches) is hidden
 * for a lead from an ad or a listing site, and each channel's ids are shown for that channel only. A lead from
 * before channels were kept has none, and is the website's.
 */
export function fieldsByChannel(): Record<string, object> {
  const websiteOnly = ['page', 'noticeVersion', 'cv', 'company', 'designation', ...TOUCH_FIELDS];
  return {
    ...Object.fromEntries(websiteOnly.map((field) => [field, channelIn(WEBSITE)])),
    externalLeadId: { '!': channelIn(WEBSITE) },
    isTest: { '!': channelIn(WEBSITE) },
    publisher: channelIn([LEAD_CHANNELS.listing]),
    campaignId: channelIn(LEAD_ADS),
    adGroupId: channelIn(LEAD_ADS),
    adId: channelIn(LEAD_ADS),
    leadFormId: channelIn(LEAD_ADS),
    pageId: channelIn([LEAD_CHANNELS.meta]),
    clickId: channelIn([LEAD_CHANNELS.google]),
  };
}

/** Puts those conditions on the lead's attributes, as the admin and Strapi's validation read them. */
export function showFieldsByChannel(strapi: Core.Strapi) {
  const attributes = strapi.contentType(LEAD_UID as 'api::lead.lead').attributes as Record<
    string,
    { conditions?: { visible: object } }
  >;
  for (const [field, visible] of Object.entries(fieldsByChannel())) {
    const attribute = attributes[field];
    if (attribute) attribute.conditions = { visible };
  }
}

export async function layOutLeads(strapi: Core.Strapi) {
  await applyLayoutOnce(strapi, {
    uid: LEAD_UID,
    version: VERSION,
    layout: (current, lead) => {
      const labelled = withListLabels(withLabels(current.metadatas, LEAD_FIELDS), LIST_LABELS);
      const metadatas = readOnly(
        labelled,
        Object.keys(labelled).filter((field) => !EDITABLE.includes(field)),
      );
      const counsellor = metadatas.counsellor;
      if (counsellor?.edit) {
        // An admin user is named by their e-mail in the relation's picker (names may repeat).
        metadatas.counsellor = { ...counsellor, edit: { ...counsellor.edit, mainField: 'email' } };
      }
      return {
        settings: {
          ...current.settings,
          mainField: 'name',
          defaultSortBy: 'submittedAt',
          defaultSortOrder: 'DESC',
          pageSize: 20,
        },
        metadatas,
        layouts: {
          ...current.layouts,
          list: LEAD_LIST.filter((name) => Object.hasOwn(lead.attributes, name)),
          edit: editLayout(leadEditRows(lead.attributes)),
        },
      };
    },
  });
}

const RULE_UID = 'api::assignment-rule.assignment-rule';

/** The assignment rule's fields, as the head of admissions reads them. */
const RULE_FIELDS: Record<string, FieldText> = {
  name: {
    label: 'Name',
    description: 'What the rule is for, as the list shows it (HR, Corporate desk, MERN).',
  },
  forms: {
    label: 'Forms',
    description:
      'Only leads from these forms (a job application, a recruiter’s demo call…). A rule that names forms comes before the course rules.',
  },
  course: {
    label: 'Course',
    description:
      'Only leads about this course, exactly as the site names it (MERN Stack Development, Data Science…). Empty: any course.',
  },
  counsellors: {
    label: 'Counsellors',
    description: 'Who takes these leads, in turn. A blocked account is skipped.',
  },
  assignedCount: {
    label: 'Leads given out',
    description:
      'How many leads this rule has given out so far: the turn of the round robin. Set by the CMS.',
  },
};

/**
 * How the head of admissions sees the assignment rules: a name, the forms and course a rule takes, its
 * counsellors (by name: admin/src/components/PeopleInput.tsx) and the round robin's count, read-only.
 */
export async function layOutRules(strapi: Core.Strapi) {
  await applyLayoutOnce(strapi, {
    uid: RULE_UID,
    version: RULE_VERSION,
    layout: (current, rule) => {
      const metadatas = readOnly(withLabels(current.metadatas, RULE_FIELDS), ['assignedCount']);
      const rows: [string, number][][] = [
        [
          ['name', 6],
          ['course', 6],
        ],
        [['forms', 12]],
        [['counsellors', 12]],
        [['assignedCount', 6]],
      ];
      const exists = (name: string) => Object.hasOwn(rule.attributes, name);
      return {
        settings: { ...current.settings, mainField: 'name', defaultSortBy: 'name', defaultSortOrder: 'ASC' },
        metadatas,
        layouts: {
          ...current.layouts,
          list: ['name', 'course', 'counsellors'].filter(exists),
          edit: editLayout(
            rows.map((row) => row.filter(([name]) => exists(name))).filter((row) => row.length),
          ),
        },
      };
    },
  });
}
