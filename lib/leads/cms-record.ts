/**
 * A kept lead as the CMS's `lead` collection stores it: the admissions team's columns (who, how to reach
 * them, which course and page), every field the visitor filled as readable lines, and the e-mail status.
 */
import { courses } from '@/lib/courses';
import type { EmailStatus, LeadEntry } from './entry';
import { leadForms } from './forms';

/** The CMS's labels for the e-mail status (an enumeration in the lead collection). */
export const CMS_EMAIL_STATUS: Record<EmailStatus, string> = {
  sent: 'Sent',
  failed: 'Failed',
  'not-configured': 'Not configured',
  unknown: 'Unknown',
};

/** The course a page is about (/mernstack, /CoursesMain, …), for leads sent from a course page. */
export function courseOfPage(page: string): string | undefined {
  const path = page.split(/[?#]/)[0]?.toLowerCase();
  if (path === '/coursesmain') return courses.find((course) => course.slug === 'mernstack')?.title;
  return courses.find((course) => `/${course.slug}` === path)?.title;
}

export interface CmsLead {
  submissionId: string;
  form: string;
  name: string;
  email: string;
  phone: string;
  city: string | null;
  company: string | null;
  designation: string | null;
  course: string | null;
  message: string | null;
  details: string;
  page: string;
  submittedAt: string;
  emailStatus: string;
}

/**
 * The lead's fields. Its CV travels beside them in the same request (deliver.ts), and the CMS notes in the
 * details when it refused the file.
 */
export function cmsLead(entry: LeadEntry, emailStatus: EmailStatus): CmsLead {
  const form = leadForms[entry.form];
  const summary = form.summary(entry.values);
  const details = Object.entries(form.labels)
    .filter(([field]) => (entry.values[field] ?? '') !== '')
    .map(([field, label]) => `${label}: ${entry.values[field]}`);
  if (entry.cv) details.push(`Resume: ${entry.cv.name}`);
  return {
    submissionId: entry.submissionId,
    form: form.kind,
    name: summary.name,
    email: summary.email,
    phone: summary.phone,
    city: summary.city ?? null,
    company: summary.company ?? null,
    designation: summary.designation ?? null,
    course: summary.course ?? courseOfPage(entry.page) ?? null,
    message: summary.message ?? null,
    details: details.join('\n'),
    page: entry.page,
    submittedAt: entry.receivedAt,
    emailStatus: CMS_EMAIL_STATUS[emailStatus],
  };
}
