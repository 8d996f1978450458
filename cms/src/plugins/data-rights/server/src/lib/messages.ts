/**
 * The words of data rights' e-mails and records, as plain text and simple HTML: the verification e-mail,
 * the team's notice of a new request and its daily list of open ones, the access answer (everything held
 * on a person), the erasure's record, its answer to the person and the team's note to delete alert e-mails.
 * Pure functions of what they are given, so tests read them without a mail server or a database.
 */
import { formatLongDate } from '@codebridge/shared/calendar-date.mjs';
import {
  ANSWER_DAYS,
  REQUEST_KINDS,
  REQUEST_KIND_WORDS,
  requestKindKey,
} from '@codebridge/shared/data-requests.mjs';
import { indiaClock, indiaDate } from '@codebridge/shared/india-time.mjs';
import { LEAD_CHANNELS, LEAD_PURPOSES } from '@codebridge/shared/leads.mjs';
import { escapeHtml } from '../../../../../mail';
import { ANSWER_METHOD, CONTACT_TYPE, requestAdminUrl, STATUS, VERIFICATION } from './rules';

export interface Message {
  subject: string;
  text: string;
  html: string;
}

/** '1 CV', '2 CVs', '1 entry', '3 entries'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** '28 November 2026, 02:21 IST': an instant in India time ('' for none). */
export function indiaWhen(value: string | Date | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, time } = indiaClock(instant);
  return `${formatLongDate(date)}, ${time} IST`;
}

/** Whole days from India's today to a deadline: 0 on the day, negative once it has passed. */
export function daysLeft(deadline: string, now: Date): number {
  return Math.round(
    (Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${indiaDate(now)}T00:00:00Z`)) / 86_400_000,
  );
}

function dueText(deadline: string, now: Date): string {
  const left = daysLeft(deadline, now);
  if (left < 0) return `${formatLongDate(deadline)}, ${plural(-left, 'day')} overdue`;
  if (left === 0) return `${formatLongDate(deadline)}, today`;
  return `${formatLongDate(deadline)}, ${plural(left, 'day')} left`;
}

/** The words of a kind as the CMS stores it ('Erasure'), or none for a kind the site does not know. */
function kindWords(kind: unknown) {
  const key = requestKindKey(kind);
  return key ? REQUEST_KIND_WORDS[key] : null;
}

/** A line break or tab inside a stored text must not forge a header-like line in a subject. */
function oneLine(value: unknown, max = 80): string {
  const text = String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:640px">\n${body}\n</body></html>`;
const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function table(rows: [string, string][]): string {
  return `<table cellpadding="4" style="border-collapse:collapse">\n${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n')}\n</table>`;
}

/* ------------------------------------------------------------------------------------------------------ */
/* To the person                                                                                           */
/* ------------------------------------------------------------------------------------------------------ */

/**
 * The verification e-mail: what the request asks (the confirmation page's words), the link and the code.
 * Someone may ask about another person's address: the owner reads what would be done before confirming.
 */
export function verificationMessage({
  kind,
  link,
  code,
  confirmPage,
  validHours,
}: {
  kind: string;
  link: string;
  code: string;
  confirmPage: string;
  validHours: number;
}): Message {
  const words = kindWords(kind);
  const asked = words ? `You asked us to ${words.what}. ${words.detail}` : '';
  const notYou =
    'If you did not ask for this, do not confirm it and ignore this e-mail: nothing happens without your confirmation.';
  const subject = words
    ? `Confirm your request to ${words.what}`
    : 'Confirm your request about your personal data';
  const text = [
    'Someone, we hope you, asked us to act on the personal data we hold under this e-mail address.',
    ...(asked ? ['', asked] : []),
    '',
    'To confirm that it was you, open this link and press "Confirm my request":',
    link,
    '',
    `Or enter this code on ${confirmPage}:`,
    code,
    '',
    `The link and the code work for ${validHours} hours, once. ${notYou}`,
  ].join('\n');
  const html = page(
    [
      paragraph(
        'Someone, we hope you, asked us to act on the personal data we hold under this e-mail address.',
      ),
      words
        ? `<p><strong>You asked us to ${escapeHtml(words.what)}.</strong> ${escapeHtml(words.detail)}</p>`
        : '',
      paragraph('To confirm that it was you, open this link and press "Confirm my request":'),
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px">Open the confirmation page</a></p>`,
      `<p>Or enter this code on ${escapeHtml(confirmPage)}:<br><strong style="font-family:monospace;font-size:17px">${escapeHtml(code)}</strong></p>`,
      paragraph(`The link and the code work for ${validHours} hours, once. ${notYou}`),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return { subject, text, html };
}

/** A history entry as the access answer lists it. */
export interface HeldEntry {
  kind: string;
  text: string;
  at: string;
  author: string | null;
}

/** A lead as the access answer reads it: the stored fields, its counsellor's name, CV and history. */
export interface HeldLead {
  documentId: string;
  form?: string | null;
  submittedAt?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  city?: string | null;
  company?: string | null;
  designation?: string | null;
  course?: string | null;
  message?: string | null;
  details?: string | null;
  page?: string | null;
  notes?: string | null;
  leadStatus?: string | null;
  nextFollowUp?: string | null;
  firstContactedAt?: string | null;
  alertSentAt?: string | null;
  noticeVersion?: string | null;
  channel?: string | null;
  publisher?: string | null;
  counsellor?: string | null;
  cv?: { name?: string | null; size?: number | null } | null;
  history: HeldEntry[];
  [touchField: string]: unknown;
}

/** A request about the person's data, as the access answer lists it. */
export interface HeldRequest {
  id: number;
  documentId: string;
  kind: string;
  requestStatus: string;
  contactType?: string | null;
  verification?: string | null;
  receivedAt: string;
  deadline: string;
  verifiedAt?: string | null;
  details?: string | null;
  outcome?: string | null;
  answeredAt?: string | null;
  answerMethod?: string | null;
}

/** Label and value pairs with a value. */
function present(rows: [string, unknown][]): [string, string][] {
  return rows
    .filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== '')
    .map(([label, value]) => [label, String(value)]);
}

function touchRows(lead: HeldLead, prefix: 'first' | 'latest', title: string): [string, string][] {
  const field = (name: string) => lead[`${prefix}${name}`] as string | null | undefined;
  const parts = present([
    ['source', field('Source')],
    ['medium', field('Medium')],
    ['campaign', field('Campaign')],
    ['search term', field('Term')],
    ['ad content', field('Content')],
    ['from the website', field('ReferrerHost')],
    ['kind of site', field('ReferrerKind')],
    ['first page seen', field('LandingPage')],
    ['Google Ads click id', field('Gclid')],
    ['Facebook click id', field('Fbclid')],
  ]);
  if (parts.length === 0) return [];
  const at = indiaWhen(field('TouchAt'));
  return [
    [`${title}${at ? ` (${at})` : ''}`, parts.map(([label, value]) => `${label}: ${value}`).join('; ')],
  ];
}

/** The sections of one lead in the access answer: what the person sent, how they found us, our work on it. */
function leadSections(lead: HeldLead, retentionDays: number) {
  const sent = present([
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['City', lead.city],
    ['Company', lead.company],
    ['Designation', lead.designation],
    ['Course', lead.course],
    ['Message', lead.message],
    ['Other details', lead.details],
    ['Sent from the page', lead.page],
    [
      'Resume',
      lead.cv?.name
        ? `${lead.cv.name} (the file you sent with this form; ask us if you would like a copy of it)`
        : null,
    ],
    ['Notice you were shown', lead.noticeVersion],
  ]);
  const found = [
    ...present([
      ['Came through', lead.channel && lead.channel !== LEAD_CHANNELS.website ? lead.channel : null],
      ['Listing site', lead.publisher],
    ]),
    ...touchRows(lead, 'first', 'First visit'),
    ...touchRows(lead, 'latest', 'Latest visit'),
  ];
  const work = present([
    ['Status', lead.leadStatus],
    ['Counsellor', lead.counsellor],
    ['First contacted', indiaWhen(lead.firstContactedAt)],
    ['Next follow-up', indiaWhen(lead.nextFollowUp)],
    ['Team told by e-mail', indiaWhen(lead.alertSentAt)],
    ['Earlier notes', lead.notes],
  ]);
  const history = lead.history.map(
    (entry) =>
      `${indiaWhen(entry.at)} · ${entry.kind}${entry.author ? ` · ${entry.author}` : ''}: ${entry.text}`,
  );
  const purpose = LEAD_PURPOSES[lead.form as keyof typeof LEAD_PURPOSES] ?? 'to answer what you sent us';
  const sentAt = lead.submittedAt ? new Date(lead.submittedAt) : null;
  const keptUntil =
    sentAt && !Number.isNaN(sentAt.getTime())
      ? formatLongDate(indiaDate(new Date(sentAt.getTime() + retentionDays * 86_400_000)))
      : null;
  return {
    heading: `${lead.form ?? 'Form'}, sent ${indiaWhen(lead.submittedAt) || 'on an unknown date'}`,
    why: `Why we hold it: ${purpose}. Kept until ${keptUntil ?? `${retentionDays} days after it was sent`}, then deleted with its notes, history and any resume.`,
    sent,
    found,
    work,
    history,
  };
}

function requestLine(request: HeldRequest, current: string): string {
  const words = [
    `Request ${request.id}: ${request.kind}`,
    `received ${indiaWhen(request.receivedAt)}`,
    request.verifiedAt ? `confirmed ${indiaWhen(request.verifiedAt)}` : `status ${request.requestStatus}`,
    request.answeredAt
      ? `answered ${indiaWhen(request.answeredAt)}`
      : `answer due by ${formatLongDate(request.deadline)}`,
  ];
  const wrote = request.details?.trim() ? `; you wrote: "${request.details.trim()}"` : '';
  return `${words.join(', ')}${request.documentId === current ? ' (this request)' : ''}${wrote}`;
}

/**
 * The access answer: everything held on the person, found by the contact they verified, as a summary they
 * can read: what categories are held, why, for how long, each form with its notes and history, and their
 * requests about their data. Sent to the verified e-mail address, or read out on a call.
 */
export function accessAnswerMessage({
  request,
  leads,
  requests,
  retentionDays,
  siteUrl,
}: {
  request: HeldRequest;
  leads: HeldLead[];
  requests: HeldRequest[];
  retentionDays: number;
  siteUrl: string;
}): Message {
  const subject = `The personal data we hold about you (request ${request.id})`;
  const rightsPage = siteUrl
    ? new URL('/privacy/your-data', siteUrl).href
    : 'our website’s page "Your data and your rights"';
  const cvs = leads.filter((lead) => lead.cv?.name).length;
  const entries = leads.reduce((sum, lead) => sum + lead.history.length, 0);
  const contact = request.contactType === CONTACT_TYPE.phone ? 'phone number' : 'e-mail address';
  const intro = `You asked us on ${indiaWhen(request.receivedAt)} to send you a copy of the personal data we hold about you. This is everything we hold under the ${contact} you confirmed.`;
  const held =
    leads.length === 0
      ? [`We hold no forms from you under this ${contact}.`]
      : [
          `${plural(leads.length, 'form')} you sent us, with what you typed in ${leads.length === 1 ? 'it' : 'each'}${cvs > 0 ? ` and ${plural(cvs, 'resume')}` : ''}.`,
          'How you found our website, where your browser told us (the advertisement, search or website that brought you).',
          `Our team's work on ${leads.length === 1 ? 'it' : 'them'}: status, counsellor, follow-up dates and history (${plural(entries, 'entry', 'entries')}: calls, notes and changes of status).`,
        ];
  held.push(`${plural(requests.length, 'request', 'requests')} about your data, this one included.`);
  const why = [
    ...(leads.length === 0
      ? []
      : [
          `Each form's details are used only for what the form said (below), and kept ${retentionDays} days after it was sent; then they are deleted with their notes, history and any resume.`,
          'How you found our website is used only to know which of our advertising works, and is deleted with the form.',
          'Our team was told of each form by an e-mail alert carrying the same details; those e-mails are deleted by the team when your forms are erased.',
        ]),
    `A request about your data is kept as the record of what you asked and how we answered; the e-mail address or phone number in it is deleted ${ANSWER_DAYS} days after its answer was due.`,
  ];
  const sections = leads.map((lead) => leadSections(lead, retentionDays));
  const next = [
    `To correct or erase any of this, or to stop us using it, make a request at ${rightsPage}, or reply to this e-mail.`,
    'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
  ];

  const indent = (rows: [string, string][]) =>
    rows.map(([label, value]) => `  ${label}: ${value.replace(/\n/g, '\n    ')}`);
  const text = [
    'Hello,',
    '',
    intro,
    '',
    'WHAT WE HOLD',
    ...held.map((line) => `- ${line}`),
    '',
    'WHY, AND FOR HOW LONG',
    ...why.map((line) => `- ${line}`),
    ...sections.flatMap((section, i) => [
      '',
      `FORM ${i + 1}: ${section.heading.toUpperCase()}`,
      section.why,
      '',
      'What you sent:',
      ...indent(section.sent),
      ...(section.found.length > 0 ? ['', 'How you found us:', ...indent(section.found)] : []),
      '',
      'Our work on it:',
      ...(section.work.length > 0 ? indent(section.work) : ['  Nothing yet.']),
      ...(section.history.length > 0
        ? ['', 'Notes, calls and changes:', ...section.history.map((line) => `  - ${line}`)]
        : []),
    ]),
    '',
    'YOUR REQUESTS ABOUT YOUR DATA',
    ...requests.map((other) => `- ${requestLine(other, request.documentId)}`),
    '',
    'WHAT YOU CAN DO',
    ...next,
  ].join('\n');

  const html = page(
    [
      '<p>Hello,</p>',
      paragraph(intro),
      '<h2 style="font-size:18px">What we hold</h2>',
      `<ul>${held.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      '<h2 style="font-size:18px">Why, and for how long</h2>',
      `<ul>${why.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      ...sections.map(
        (section, i) =>
          `<h2 style="font-size:18px">Form ${i + 1}: ${escapeHtml(section.heading)}</h2>\n${paragraph(section.why)}\n<h3 style="font-size:16px">What you sent</h3>\n${table(section.sent)}${
            section.found.length > 0
              ? `\n<h3 style="font-size:16px">How you found us</h3>\n${table(section.found)}`
              : ''
          }\n<h3 style="font-size:16px">Our work on it</h3>\n${
            section.work.length > 0 ? table(section.work) : '<p>Nothing yet.</p>'
          }${
            section.history.length > 0
              ? `\n<h3 style="font-size:16px">Notes, calls and changes</h3>\n<ul>${section.history.map((line) => `<li>${escapeHtml(line).replace(/\n/g, '<br>')}</li>`).join('')}</ul>`
              : ''
          }`,
      ),
      '<h2 style="font-size:18px">Your requests about your data</h2>',
      `<ul>${requests.map((other) => `<li>${escapeHtml(requestLine(other, request.documentId))}</li>`).join('')}</ul>`,
      '<h2 style="font-size:18px">What you can do</h2>',
      ...next.map(paragraph),
    ].join('\n'),
  );
  return { subject, text, html };
}

/** What an erasure did, for its record and its answers. */
export interface ErasureCounts {
  erasedAt: Date;
  leads: number;
  files: number;
  waiting: number;
}

/** The sentence every erasure carries about the alert e-mails already in the team's inboxes. */
export const ALERTS_DELETED_BY_TEAM =
  'The alert e-mails our team received about these forms are deleted by the team.';

/** 'Erased on 2026-11-28 (India time): 2 leads, 1 CV, 1 waiting on the site.' */
export function erasureLine({ erasedAt, leads, files, waiting }: ErasureCounts): string {
  return `Erased on ${indiaDate(erasedAt)} (India time): ${plural(leads, 'lead')}, ${plural(files, 'CV')}, ${waiting} waiting on the site.`;
}

/**
 * The erasure's record, added to the request's Outcome after what the verifier wrote (how they made sure it
 * was the person): what was erased, the alert e-mails and who was told of them, the person's other open
 * requests, and the answer.
 */
export function erasureOutcome(
  counts: ErasureCounts,
  {
    teamTold,
    openRequests,
    answer,
  }: {
    /** The team members told to delete their alert e-mails, or an error that says they were not. */
    teamTold: { told: number } | { error: string };
    /** The person's other requests still open: they stay open, with their contact, to be answered. */
    openRequests: { id: number; kind: string }[];
    answer: string;
  },
): string {
  const lines = [
    erasureLine(counts),
    `${ALERTS_DELETED_BY_TEAM} ${
      'told' in teamTold
        ? teamTold.told === 0
          ? 'Nobody received one.'
          : `${plural(teamTold.told, 'person was', 'people were')} asked by e-mail to delete them.`
        : `The team could not be told by e-mail (${teamTold.error}): tell the counsellors and admissions yourself.`
    }`,
    ...(openRequests.length > 0
      ? [
          `Left open, with their contact, to be answered: ${openRequests
            .map((open) => `request ${open.id} (${open.kind})`)
            .join(', ')}.`,
        ]
      : []),
    answer,
  ];
  return lines.join('\n');
}

/** The answer to the person whose data was erased, at the e-mail address they verified. */
export function erasureAnswerMessage({
  request,
  counts,
  openRequests,
}: {
  request: Pick<HeldRequest, 'id' | 'receivedAt'>;
  counts: ErasureCounts;
  openRequests: { kind: string }[];
}): Message {
  const subject = 'Your enquiries have been erased';
  const what =
    counts.leads === 0 && counts.waiting === 0
      ? 'We held no forms from you under this e-mail address, so there was nothing to delete.'
      : `We deleted ${plural(counts.leads + counts.waiting, 'form')} you sent us${
          counts.files > 0 ? `, with ${plural(counts.files, 'resume')},` : ''
        } from all our systems. ${ALERTS_DELETED_BY_TEAM}`;
  const lines = [
    'Hello,',
    `You asked us on ${indiaWhen(request.receivedAt)} to erase all your enquiries. We did so on ${formatLongDate(indiaDate(counts.erasedAt))}.`,
    what,
    'We keep only a note that we did so, without your e-mail address or phone number.',
    ...openRequests.map((open) => {
      const words = kindWords(open.kind);
      return `Your other request${words ? `, to ${words.what},` : ''} is still open: we will answer it at this address.`;
    }),
    'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
  ];
  return { subject, text: lines.join('\n\n'), html: page(lines.map(paragraph).join('\n')) };
}

/* ------------------------------------------------------------------------------------------------------ */
/* To the team                                                                                             */
/* ------------------------------------------------------------------------------------------------------ */

/** What the team must do next with an open request. */
export function nextStep(
  request: Pick<HeldRequest, 'requestStatus' | 'verification' | 'kind' | 'answerMethod'>,
): string {
  if (request.requestStatus === STATUS.unverified) {
    return request.verification === VERIFICATION.admissions
      ? 'Call the number on its page, make sure it is the person, write what they said in Outcome and set it Verified.'
      : 'Waits for the person to confirm by the link we e-mailed them.';
  }
  if (request.kind === 'Access') {
    return request.answerMethod === ANSWER_METHOD.call
      ? 'Call the person and tell them what we hold (shown on its page), then set it Done.'
      : 'Answer it on its page: "Send what we hold".';
  }
  if (request.kind === REQUEST_KINDS.erasure) return 'Erase on its page: "Erase this person’s data".';
  return 'Do what it asks, write what was done in Outcome and set it Done.';
}

/** The notice of a new request to the grievance contact: no contact in it, only the link to the request. */
export function newRequestMessage({
  request,
  adminUrl,
  now,
}: {
  request: HeldRequest;
  adminUrl: string;
  now: Date;
}): Message {
  const byCall = request.verification === VERIFICATION.admissions;
  const link = requestAdminUrl(adminUrl, request.documentId);
  const subject = `Data request ${request.id}: ${request.kind}${byCall ? ', call to verify' : ''}, answer by ${formatLongDate(request.deadline)}`;
  const rows: [string, string][] = present([
    ['Request', request.id],
    ['Asks to', request.kind],
    ['Contact by', request.contactType],
    ['Received', indiaWhen(request.receivedAt)],
    ['Answer by', dueText(request.deadline, now)],
    ['Next step', nextStep(request)],
  ]);
  const intro =
    'A new request about a person’s data arrived from the site’s rights page. The law gives us until the date below to answer it.';
  const privacy = 'The person’s contact is on the request’s page only, so that it does not stay in inboxes.';
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open the request: ${link}`,
    '',
    privacy,
  ].join('\n');
  const html = page(
    [
      paragraph(intro),
      table(rows),
      `<p><a href="${escapeHtml(link)}">Open the request in the admin</a></p>`,
      paragraph(privacy),
    ].join('\n'),
  );
  return { subject, text, html };
}

/** The daily list of open requests with their deadlines, the nearest first. */
export function openRequestsMessage({
  requests,
  adminUrl,
  now,
}: {
  requests: HeldRequest[];
  adminUrl: string;
  now: Date;
}): Message {
  const sorted = [...requests].sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id);
  const overdue = sorted.filter((request) => daysLeft(request.deadline, now) < 0).length;
  const first = sorted[0];
  const subject = `Data requests: ${sorted.length} open${overdue > 0 ? `, ${overdue} overdue` : ''}${
    first ? `, next due ${formatLongDate(first.deadline)}` : ''
  }`;
  const line = (request: HeldRequest) =>
    `Request ${request.id} · ${request.kind} · ${request.requestStatus} · answer by ${dueText(request.deadline, now)}. ${nextStep(request)}`;
  const intro = `Requests about people’s data that are still open on ${formatLongDate(indiaDate(now))}, the nearest deadline first.`;
  const text = [
    intro,
    '',
    ...sorted.flatMap((request) => [
      `- ${line(request)}`,
      `  ${requestAdminUrl(adminUrl, request.documentId)}`,
    ]),
  ].join('\n');
  const html = page(
    [
      paragraph(intro),
      `<ul>${sorted
        .map(
          (request) =>
            `<li style="margin-bottom:8px"><a href="${escapeHtml(requestAdminUrl(adminUrl, request.documentId))}">Request ${request.id} · ${escapeHtml(request.kind)}</a> · ${escapeHtml(request.requestStatus)} · answer by <strong>${escapeHtml(dueText(request.deadline, now))}</strong><br>${escapeHtml(nextStep(request))}</li>`,
        )
        .join('\n')}</ul>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/** An erased lead as the note to delete its alert e-mails names it: never the person, only when and what. */
export interface ErasedLead {
  form?: string | null;
  course?: string | null;
  submittedAt?: string | null;
}

/**
 * The note to the team to delete what their inboxes hold about an erased person: each lead's alert, and any
 * digest or escalation that listed it. It names the forms by kind, course and time, never by the person.
 */
export function deleteAlertsMessage({
  request,
  leads,
  erasedAt,
}: {
  request: Pick<HeldRequest, 'id'>;
  leads: ErasedLead[];
  erasedAt: Date;
}): Message {
  const subject = `Please delete the e-mails about an erased person (data request ${request.id})`;
  const items = leads.map(
    (lead) =>
      `The alert about the ${lead.form ?? 'form'}${lead.course ? ` for ${oneLine(lead.course)}` : ''} received ${indiaWhen(lead.submittedAt)}`,
  );
  const intro = `A person asked us to erase their data, and we did so on ${formatLongDate(indiaDate(erasedAt))} (data request ${request.id}). The law asks us to delete every copy, so please delete from your inbox, and from its bin:`;
  const also =
    'Also delete any morning digest or escalation that listed these forms, and the website’s own notification of them if your inbox receives those. Do not forward or keep a copy.';
  const text = [intro, '', ...items.map((item) => `- ${item}`), '', also].join('\n');
  const html = page(
    [
      paragraph(intro),
      `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
      paragraph(also),
    ].join('\n'),
  );
  return { subject, text, html };
}
