/**
 * What every lead form is: its fields' rules (one valibot schema, checked in the browser before sending and
 * again on the server), the e-mail template that notifies the team, what the admissions list calls it, what
 * its details are used for, and how its fields map onto a lead. Browser-safe: each form's component imports
 * only its own definition; the server takes them all from ./index.ts.
 */
import * as v from 'valibot';
import type { EmailTemplate } from '@/lib/email';
import type { UploadedFile } from '../fields';
import { LEAD_KINDS as SHARED_LEAD_KINDS } from '@/lib/shared/leads.mjs';

/** The lead forms, by the id the browser sends with a submission. */
export const LEAD_FORM_IDS = [
  'enquiry',
  'contact',
  'demo-landing',
  'demo-course',
  'demo-contact',
  'demo-call',
  'application',
] as const;
export type LeadFormId = (typeof LEAD_FORM_IDS)[number];

/** What the admissions list calls each kind of lead (the CMS's `form` field), from lib/shared/leads.mjs. */
export const LEAD_KINDS: readonly string[] = SHARED_LEAD_KINDS;
export type LeadKind = string;

/** The common fields of a lead, whatever form it came from; the rest go into its details. */
export interface LeadSummary {
  name: string;
  email: string;
  phone: string;
  city?: string;
  company?: string;
  designation?: string;
  course?: string;
  /** The job a job application is for. */
  position?: string;
  message?: string;
}

/** A field's label in the lead's details, in the order the form shows it. */
type FieldLabels = Record<string, string>;

export type LeadFormValues = Record<string, string | UploadedFile>;

/** One lead form, as the site uses it whatever its fields. */
export interface LeadForm {
  id: LeadFormId;
  kind: LeadKind;
  /** The e-mail service's template that notifies the team. */
  template: EmailTemplate;
  schema: v.GenericSchema<unknown, LeadFormValues>;
  labels: FieldLabels;
  summary: (values: LeadFormValues) => LeadSummary;
  /** The form's file field, if it has one. */
  fileField?: 'resume';
}

/** A lead form, its summary typed by its own schema's fields. */
export function leadForm<TSchema extends v.GenericSchema<unknown, Record<string, string | UploadedFile>>>(
  form: Omit<LeadForm, 'schema' | 'summary'> & {
    schema: TSchema;
    summary: (values: v.InferOutput<TSchema>) => LeadSummary;
  },
): LeadForm {
  return form as unknown as LeadForm;
}

export function isLeadFormId(value: unknown): value is LeadFormId {
  return typeof value === 'string' && (LEAD_FORM_IDS as readonly string[]).includes(value);
}

export type FieldErrors = Record<string, string>;

export type LeadCheck = { valid: true; values: LeadFormValues } | { valid: false; errors: FieldErrors };

/**
 * A submission checked against its form's schema: the cleaned values, or one message per field (the first
 * problem of each), keyed by the field's name.
 */
export function checkLeadForm(form: LeadForm, input: Record<string, unknown>): LeadCheck {
  const result = v.safeParse(form.schema, input);
  if (result.success) return { valid: true, values: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    errors[field] ??= issue.message;
  }
  return { valid: false, errors };
}
