'use strict';

const { editLayout, withLabels } = require('./admin-layout');

/**
 * How the admissions team sees leads in the admin: newest first, the columns they call back from, labels and
 * hints on every field, and what the visitor sent read-only (the team changes a lead's status and notes).
 */
const LEAD_FIELDS = {
  submittedAt: {
    label: 'Submitted',
    description: 'When the visitor sent the form, in your computer’s time zone.',
  },
  form: { label: 'Form', description: 'Which form of the site it came from.' },
  leadStatus: {
    label: 'Status',
    description: 'New until someone contacts the person; then Contacted, Enrolled or Closed.',
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
  message: { label: 'Message', description: 'A comment or cover letter, as the visitor wrote it.' },
  details: { label: 'Everything sent', description: 'Every field of the form, as the visitor filled it.' },
  page: { label: 'Page', description: 'The page of the site the form was sent from.' },
  emailStatus: {
    label: 'E-mail sent',
    description: 'Whether the notification e-mail went out, as the visitor’s browser reported it.',
  },
  cv: {
    label: 'CV',
    description: 'Private: download it from the CV panel on the right; its link works for 15 minutes.',
  },
  notes: { label: 'Notes', description: 'For the team: calls made, what was said, what comes next.' },
  submissionId: { label: 'Submission id', description: 'Keeps a form sent twice from becoming two leads.' },
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
function touchFields(prefix, title, what) {
  const fields = {
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
const TOUCH_FIELDS = ['first', 'latest'].flatMap((prefix) =>
  [
    'Source',
    'Medium',
    'Campaign',
    'Term',
    'Content',
    'Gclid',
    'Fbclid',
    'ReferrerHost',
    'ReferrerKind',
    'LandingPage',
    'TouchAt',
  ].map((name) => `${prefix}${name}`),
);

/** Fields the visitor sent: shown, never edited. */
const READ_ONLY = [
  'submittedAt',
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
  'emailStatus',
  'cv',
  'submissionId',
  ...TOUCH_FIELDS,
];

const LEAD_EDIT_ROWS = [
  [
    ['leadStatus', 4],
    ['form', 4],
    ['submittedAt', 4],
  ],
  [['notes', 12]],
  [
    ['name', 6],
    ['course', 6],
  ],
  [
    ['phone', 6],
    ['email', 6],
  ],
  [
    ['city', 4],
    ['company', 4],
    ['designation', 4],
  ],
  [['message', 12]],
  [['details', 12]],
  [['cv', 12]],
  [
    ['page', 6],
    ['emailStatus', 6],
  ],
  [['submissionId', 12]],
  ...['first', 'latest'].flatMap((prefix) => [
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

async function configureLeadAdmin(strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const lead = contentTypes.findContentType('api::lead.lead');
  const config = await contentTypes.findConfiguration(lead);
  const metadatas = withLabels(config.metadatas, LEAD_FIELDS);
  for (const field of READ_ONLY) {
    metadatas[field] = { ...metadatas[field], edit: { ...metadatas[field].edit, editable: false } };
  }
  await contentTypes.updateConfiguration(lead, {
    settings: {
      ...config.settings,
      mainField: 'name',
      defaultSortBy: 'submittedAt',
      defaultSortOrder: 'DESC',
      pageSize: 20,
    },
    metadatas,
    layouts: {
      ...config.layouts,
      list: ['submittedAt', 'name', 'form', 'course', 'phone', 'leadStatus', 'emailStatus'],
      edit: editLayout(LEAD_EDIT_ROWS),
    },
  });
}

module.exports = { configureLeadAdmin };
