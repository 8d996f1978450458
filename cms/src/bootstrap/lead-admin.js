'use strict';

const { editLayout, withLabels } = require('./admin-layout');

/**
 * How the admissions team sees leads in the admin: newest first, the columns they call back from, labels and
 * hints on every field, and what the visitor sent read-only (the team changes a lead's status and notes).
 */
const LEAD_FIELDS = {
  submittedAt: { label: 'Submitted', description: 'When the visitor sent the form, in your computer’s time zone.' },
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
  course: { label: 'Course', description: 'The course chosen in the form, or the course page it was sent from.' },
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
  noticeVersion: { label: 'Notice seen', description: 'Which wording of the form’s privacy notice the person saw.' },
};

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
  'noticeVersion',
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
  [
    ['submissionId', 6],
    ['noticeVersion', 6],
  ],
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
