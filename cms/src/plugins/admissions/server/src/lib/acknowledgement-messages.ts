/**
 * The words of the acknowledgement an enquirer gets: the e-mail (plain text and simple HTML) and the four
 * parameters of the WhatsApp template. Each carries the course's syllabus (a link to the PDF the site serves),
 * the next batch date the site shows, the counsellor's name and number (or the institute's), and how to stop
 * messages (the rights page's withdrawal). Pure functions of what they are given, so tests read them without
 * a mail server or a clock.
 */
import { bannerScheduleFrom, nextBatchFor, type EnteredBatch } from '@codebridge/shared/batches.mjs';
import { dateAtInstitute, formatCalendarDate } from '@codebridge/shared/calendar-date.mjs';
import { internationalPhone } from '@codebridge/shared/contact.mjs';
import { holdsAddress, holdsMarkup } from '@codebridge/shared/text.mjs';
import { COURSES, courseNamed, syllabusFileName } from '@codebridge/shared/courses.mjs';
import { SAMPLE_IDENTITY_NOTICE, type Institute } from '@codebridge/shared/institute.mjs';
import { escapeHtml } from '../../../../../mail';
import type { Message } from './messages';
import type { TemplateParameters } from './whatsapp';

/** The rights page, where a person withdraws consent (and so stops every message). */
export const RIGHTS_PATH = '/privacy/your-data';

/** Whom the acknowledgement names to call: the lead's counsellor with their number, or the institute. */
export interface Caller {
  name: string;
  /** As written for people: '+91 98000 11111'. */
  phone: string;
  /** The counsellor's own, when the acknowledgement names a counsellor. */
  email: string | null;
  isCounsellor: boolean;
}

/** The fields of a lead the acknowledgement reads. */
export interface AcknowledgedLead {
  name?: string | null;
  course?: string | null;
  /** A job application's position (one of the openings the careers page lists). */
  position?: string | null;
  form?: string | null;
}

/** '+91 98000 11111' for an Indian number however it is written; another in its international form. */
export function phoneForPeople(phone: unknown): string | null {
  const international = internationalPhone(phone);
  if (!international) return null;
  const indian = /^\+91(\d{5})(\d{5})$/.exec(international);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : international;
}

/**
 * Who the acknowledgement names: the counsellor when their profile gives a number to call, else the institute
 * (its name and number; a counsellor without a number is still named as the one who will call).
 */
export function callerFor(
  counsellor: { name: string; email?: string | null; phone?: string | null } | null,
  institute: Institute,
): Caller {
  const phone = counsellor ? phoneForPeople(counsellor.phone) : null;
  if (counsellor && counsellor.name && phone) {
    return { name: counsellor.name, phone, email: counsellor.email || null, isCounsellor: true };
  }
  return { name: institute.name, phone: institute.phone.display, email: null, isCounsellor: false };
}

/**
 * The closing lines of every message: the institute's name, and with the sample identity the notice that it
 * is one (a demonstration's messages must not pass for a real institute's).
 */
function signOff(institute: Institute): string[] {
  return institute.sample ? [institute.name, '', SAMPLE_IDENTITY_NOTICE] : [institute.name];
}

function signOffHtml(institute: Institute): string {
  const notice = institute.sample
    ? `\n<p style="font-size:13px;color:#555">${escapeHtml(SAMPLE_IDENTITY_NOTICE)}</p>`
    : '';
  return `<p>${escapeHtml(institute.name)}</p>${notice}`;
}

/** One line of text from a field a person filled: no line breaks, cut to a length. */
function oneLine(value: unknown, max = 80): string {
  const text = String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The name the person gave, as a message repeats it: one line, and nothing when it holds a web or e-mail
 * address or markup (a channel's lead may bring such a "name"; the message must not carry a stranger's link,
 * nor tags its plain-text part would show as they are).
 */
function greetedName(lead: AcknowledgedLead): string {
  const name = oneLine(lead.name, 60);
  return holdsAddress(name) || holdsMarkup(name) ? '' : name;
}

const siteLink = (siteUrl: string, path: string) => (siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : '');

/**
 * What the acknowledgement says of the course and the batch: the course's title and syllabus when the lead
 * names one of the institute's courses, and the next batch as the page the person would look at shows it (a
 * course page's Next Batch, or the home page's upcoming batch), from the institute's batch calendar.
 */
export function courseFacts(
  lead: AcknowledgedLead,
  now: Date,
  siteUrl: string,
  calendar: readonly EnteredBatch[],
) {
  const course = courseNamed(lead.course);
  const today = dateAtInstitute(now);
  const nextBatch = formatCalendarDate(
    course ? nextBatchFor(calendar, course.interest, today) : bannerScheduleFrom(calendar, today).upcoming,
  );
  const syllabi = (course ? [course] : COURSES).map((entry) => ({
    title: entry.title,
    url: siteLink(siteUrl, `/syllabus/${syllabusFileName(entry.slug)}`),
  }));
  return { course: course?.title ?? null, nextBatch, syllabi };
}

/** The template's parameters: the person's name, the course, the next batch, whom to call and their number. */
export function whatsappParameters(
  lead: AcknowledgedLead,
  caller: Caller,
  now: Date,
  siteUrl: string,
  calendar: readonly EnteredBatch[],
): TemplateParameters {
  const facts = courseFacts(lead, now, siteUrl, calendar);
  return {
    name: greetedName(lead) || 'there',
    course: facts.course ?? 'our courses',
    nextBatch: facts.nextBatch,
    counsellor: `${caller.name}, ${caller.phone}`,
  };
}

/** The acknowledgement by e-mail. */
export function acknowledgementEmail({
  lead,
  caller,
  now,
  siteUrl,
  whatsapp,
  institute,
  calendar,
}: {
  lead: AcknowledgedLead;
  caller: Caller;
  now: Date;
  siteUrl: string;
  institute: Institute;
  /** The batches the institute entered (the CMS's `batch` collection). */
  calendar: readonly EnteredBatch[];
  /** Whether the CMS sends on WhatsApp: only then does the message mention writing STOP there. */
  whatsapp: boolean;
}): Message & { replyTo: string } {
  const facts = courseFacts(lead, now, siteUrl, calendar);
  const name = greetedName(lead);
  const about = facts.course ? `about ${facts.course}` : '';
  const subject = facts.course
    ? `Your enquiry about ${facts.course}: the syllabus and the next batch`
    : `Thank you for your enquiry, from ${institute.name}`;
  const calls = caller.isCounsellor
    ? `Your counsellor, ${caller.name}, will call you soon.`
    : 'Our admissions team will call you soon.';
  const stopUrl = siteLink(siteUrl, RIGHTS_PATH);
  const orStop = whatsapp ? ' (or write STOP to us on WhatsApp)' : '';
  const stop = stopUrl
    ? `To stop our messages, withdraw your consent on ${stopUrl}${orStop}.`
    : `To stop our messages, write to ${institute.email}${orStop}.`;
  const syllabusLines = facts.syllabi
    .filter((entry) => entry.url)
    .map((entry) => (facts.course ? `The syllabus: ${entry.url}` : `- ${entry.title}: ${entry.url}`));
  const text = [
    `Hello ${name || 'there'},`,
    '',
    `Thank you for your enquiry${about ? ` ${about}` : ''} at ${institute.name}. ${calls}`,
    '',
    ...(syllabusLines.length > 0
      ? [...(facts.course ? [] : ['The syllabus of each of our courses:']), ...syllabusLines, '']
      : []),
    `The next batch starts on ${facts.nextBatch}.`,
    `${caller.isCounsellor ? 'Your counsellor' : 'Call us'}: ${caller.name}, ${caller.phone}`,
    '',
    stop,
    '',
    ...signOff(institute),
  ].join('\n');

  const syllabusHtml =
    syllabusLines.length === 0
      ? ''
      : facts.course
        ? `<p><a href="${escapeHtml(facts.syllabi[0]?.url)}">Download the ${escapeHtml(facts.course)} syllabus (PDF)</a></p>`
        : `<p>The syllabus of each of our courses:</p><ul>${facts.syllabi
            .map((entry) => `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.title)}</a></li>`)
            .join('')}</ul>`;
  const telHref = `tel:${caller.phone.replace(/[^\d+]/g, '')}`;
  const stopHtml = stopUrl
    ? `To stop our messages, <a href="${escapeHtml(stopUrl)}">withdraw your consent</a>${orStop}.`
    : escapeHtml(stop);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">
<p>Hello ${escapeHtml(name || 'there')},</p>
<p>Thank you for your enquiry${about ? ` ${escapeHtml(about)}` : ''} at ${escapeHtml(institute.name)}. ${escapeHtml(calls)}</p>
${syllabusHtml}
<p>The next batch starts on <strong>${escapeHtml(facts.nextBatch)}</strong>.</p>
<p>${caller.isCounsellor ? 'Your counsellor' : 'Call us'}: ${escapeHtml(caller.name)}, <a href="${escapeHtml(telHref)}">${escapeHtml(caller.phone)}</a></p>
<p style="font-size:13px;color:#555">${stopHtml}</p>
${signOffHtml(institute)}
</body></html>`;
  return { subject, text, html, replyTo: caller.email || institute.email };
}

/**
 * The acknowledgement a job applicant gets by e-mail: that the application and its resume arrived, for which
 * position, what happens next, whom to ask, and how to withdraw. Nothing from the resume or the cover letter
 * is repeated; it names the institute, not a counsellor (applicants are the hiring team's).
 */
export function applicationAcknowledgementEmail({
  lead,
  siteUrl,
  institute,
}: {
  lead: AcknowledgedLead;
  siteUrl: string;
  institute: Institute;
}): Message & { replyTo: string } {
  const name = greetedName(lead);
  const position = oneLine(lead.position, 100);
  const role = position ? `the position of ${position}` : 'a position';
  const subject = position
    ? `Your application for ${position} at ${institute.name} has arrived`
    : `Your application to ${institute.name} has arrived`;
  const arrived = `Thank you for applying for ${role} at ${institute.name}. Your application and your resume have reached our hiring team.`;
  const next =
    'What happens next: we read every application. If your profile fits the role, we will write to you or call you to invite you to an interview.';
  const questions = `Questions about your application: write to ${institute.email} or call ${institute.phone.display}.`;
  const withdrawUrl = siteLink(siteUrl, RIGHTS_PATH);
  const withdraw = withdrawUrl
    ? `To withdraw your application and have your details erased: ${withdrawUrl}`
    : `To withdraw your application and have your details erased, write to ${institute.email}.`;
  const text = [
    `Hello ${name || 'there'},`,
    '',
    arrived,
    '',
    next,
    '',
    questions,
    '',
    withdraw,
    '',
    ...signOff(institute),
  ].join('\n');
  const telHref = institute.phone.href;
  const withdrawHtml = withdrawUrl
    ? `To withdraw your application and have your details erased, <a href="${escapeHtml(withdrawUrl)}">ask here</a>.`
    : escapeHtml(withdraw);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">
<p>Hello ${escapeHtml(name || 'there')},</p>
<p>${escapeHtml(arrived)}</p>
<p>${escapeHtml(next)}</p>
<p>Questions about your application: write to <a href="mailto:${escapeHtml(institute.email)}">${escapeHtml(institute.email)}</a> or call <a href="${escapeHtml(telHref)}">${escapeHtml(institute.phone.display)}</a>.</p>
<p style="font-size:13px;color:#555">${withdrawHtml}</p>
${signOffHtml(institute)}
</body></html>`;
  return { subject, text, html, replyTo: institute.email };
}
