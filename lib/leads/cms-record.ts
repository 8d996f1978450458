/**
 * A kept lead as the CMS's `lead` collection stores it: the admissions team's columns (who, how to reach
 * them, which course and page), every field the visitor filled as readable lines, and where the visit came from.
 */
import type { ReferrerKind, Touch, Touches } from '@/lib/attribution/touch';
import { courses } from '@/lib/courses';
import { LEAD_CHANNELS, LEAD_REFERRER_KINDS, type TOUCH_PARTS } from '@/lib/shared/leads.mjs';
import type { Channel, ChannelOrigin, LeadEntry } from './entry';
import { leadForms, type LeadSummary } from './forms';

/** The course a page is about (/mernstack, /CoursesMain, …), for leads sent from a course page. */
export function courseOfPage(page: string): string | undefined {
  const path = page.split(/[?#]/)[0]?.toLowerCase();
  if (path === '/coursesmain') return courses.find((course) => course.slug === 'mernstack')?.title;
  return courses.find((course) => `/${course.slug}` === path)?.title;
}

/** The CMS's labels for the kind of referring site (an enumeration in the lead collection). */
export const CMS_REFERRER_KIND: Record<ReferrerKind, string> = LEAD_REFERRER_KINDS;

/** One touch as the lead's fields of its own, named `first…` or `latest…`; empty values as null. */
type TouchFields<P extends string> = Record<`${P}${(typeof TOUCH_PARTS)[number]}`, string | null>;

function touchFields<P extends 'first' | 'latest'>(prefix: P, touch: Touch): TouchFields<P> {
  const value = (text: string) => text || null;
  const fields = {
    Source: value(touch.source),
    Medium: value(touch.medium),
    Campaign: value(touch.campaign),
    Term: value(touch.term),
    Content: value(touch.content),
    Gclid: value(touch.gclid),
    Fbclid: value(touch.fbclid),
    ReferrerHost: value(touch.referrerHost),
    ReferrerKind: touch.referrerKind ? CMS_REFERRER_KIND[touch.referrerKind] : null,
    LandingPage: value(touch.landingPage),
    TouchAt: touch.at,
  };
  return Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [`${prefix}${name}`, text]),
  ) as TouchFields<P>;
}

/**
 * Where the lead came from, as the CMS's fields: a lead without touches (a direct visit) carries none of
 * them, so it also reaches a CMS whose lead collection predates them.
 */
export function touchRecord(
  touches: Touches | undefined,
): Partial<TouchFields<'first'> & TouchFields<'latest'>> {
  if (!touches) return {};
  return { ...touchFields('first', touches.first), ...touchFields('latest', touches.latest) };
}

/** The CMS's labels for the channels (an enumeration in the lead collection), from lib/shared/leads.mjs. */
export const CMS_CHANNEL: Record<Channel | 'website', string> = LEAD_CHANNELS;

/** A lead from a channel, as the CMS's fields of its own: which channel, and the ids of what led to it. */
export interface ChannelFields {
  channel: string;
  publisher: string | null;
  externalLeadId: string;
  campaignId: string | null;
  adGroupId: string | null;
  adId: string | null;
  leadFormId: string | null;
  pageId: string | null;
  clickId: string | null;
  isTest: boolean;
}

function channelFields(origin: ChannelOrigin): ChannelFields {
  return {
    channel: CMS_CHANNEL[origin.channel],
    publisher: origin.publisher ?? null,
    externalLeadId: origin.externalId,
    campaignId: origin.campaignId ?? null,
    adGroupId: origin.adGroupId ?? null,
    adId: origin.adId ?? null,
    leadFormId: origin.leadFormId ?? null,
    pageId: origin.pageId ?? null,
    clickId: origin.clickId ?? null,
    isTest: origin.isTest,
  };
}

/** The longest details the CMS takes (its lead schema's maxLength), with room for its own note on a CV. */
const MAX_DETAILS = 7900;

/**
 * Who the lead is: its form's summary of the fields, or, for a channel's lead, the fields the channel's
 * answers were mapped onto (lib/leads/channels/answers.ts).
 */
export function leadSummary(entry: LeadEntry): LeadSummary {
  if (!entry.channel) return leadForms[entry.form].summary(entry.values);
  const { name = '', email = '', phone = '', city, course } = entry.values;
  return { name, email, phone, ...(city ? { city } : {}), ...(course ? { course } : {}) };
}

export interface CmsLead
  extends Partial<TouchFields<'first'> & TouchFields<'latest'>>, Partial<ChannelFields> {
  submissionId: string;
  form: string;
  name: string;
  email: string;
  phone: string;
  city: string | null;
  company: string | null;
  designation: string | null;
  course: string | null;
  /** A job application's position: sent only when there is one, so other leads reach a CMS without the field. */
  position?: string;
  message: string | null;
  details: string;
  page: string | null;
  submittedAt: string;
  /** Which wording of the form's notice the person saw. */
  noticeVersion: string | null;
}

/**
 * The lead's fields. Its CV travels beside them in the same request (deliver.ts), and the CMS notes in the
 * details when it refused the file.
 */
export function cmsLead(entry: LeadEntry): CmsLead {
  if (entry.channel) return channelLead(entry, entry.channel);
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
    ...(summary.position ? { position: summary.position } : {}),
    message: summary.message ?? null,
    details: details.join('\n'),
    page: entry.page,
    submittedAt: entry.receivedAt,
    ...touchRecord(entry.touches),
    noticeVersion: entry.noticeVersion ?? null,
  };
}

/**
 * A channel's lead: an enquiry made in an ad or on a listing site, so no page, notice or e-mail status of
 * the site's; sent when the channel says it was made, so a repeat delivery changes nothing in the CMS.
 */
function channelLead(entry: LeadEntry, origin: ChannelOrigin): CmsLead {
  const summary = leadSummary(entry);
  let details = origin.details.join('\n');
  if (details.length > MAX_DETAILS) details = `${details.slice(0, MAX_DETAILS - 1)}…`;
  return {
    submissionId: entry.submissionId,
    form: leadForms[entry.form].kind,
    name: summary.name,
    email: summary.email,
    phone: summary.phone,
    city: summary.city ?? null,
    company: null,
    designation: null,
    course: summary.course ?? null,
    message: null,
    details,
    page: null,
    submittedAt: origin.submittedAt ?? entry.receivedAt,
    noticeVersion: null,
    ...channelFields(origin),
  };
}
