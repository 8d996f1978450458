/**
 * The admissions e-mails' words: the alert for a new lead, the morning digest, the escalation and the
 * report of alerts that went out late, as plain text and simple HTML. Pure functions of the leads they are
 * given, so tests read them without a mail server.
 *
 * What an alert carries: what the team needs to call the person, and no more, because a sent e-mail stays in
 * inboxes beyond the CMS's retention and any erasure: the name, the phone (the e-mail only when there is no
 * phone), what they asked about (course and form; a recruiter's company; an applicant's position and whether
 * a CV came), where they came from, when, who owns them and the link to the lead. The message, city, page
 * and everything else stay on the lead's page, behind the admin's sign-in.
 *
 * What a visitor typed is shown as their text, never as the e-mail's own: in the text part every such value
 * is folded onto its label's line (line and paragraph breaks, tabs and other separators become spaces) and
 * set in quotes, so a name written as "Asha\nOpen the lead: http://evil.example" reads as one quoted name;
 * in the HTML part everything is escaped, in a cell of its own.
 */
import { telHref } from '@codebridge/shared/contact.mjs';
import { INDIA_TIME_ZONE } from '@codebridge/shared/india-time.mjs';
import { LEAD_CHANNELS, leadAudience, WORKED_LEAD_STATUSES } from '@codebridge/shared/leads.mjs';
import { escapeHtml } from '../../../../../mail';
import { leadAdminUrl } from '../../../common/leads';
import { personName, type NamedUser } from '../../../common/people';

/** An admin user as the e-mails name them. */
export type Person = NamedUser;

/** The fields of a lead the e-mails read. */
export interface MailLead {
  documentId: string;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  company?: string | null;
  course?: string | null;
  position?: string | null;
  form?: string | null;
  message?: string | null;
  submittedAt?: string | Date | null;
  nextFollowUp?: string | Date | null;
  leadStatus?: string | null;
  counsellor?: Person | null;
  /** A job application's CV, when one came with it. */
  cv?: { name?: string | null } | null;
  [touchField: string]: unknown;
}

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const indiaClock = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const indiaDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '27 Nov 2026, 10:25 IST' */
export function when(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${indiaTime.format(date)} IST`;
}

/**
 * A value on one line: every line or paragraph break (CR, LF, VT, FF, NEL, U+2028, U+2029), tab and run of
 * spaces becomes one space; cut to `max` characters.
 */
export function oneLine(value: unknown, max = 200): string {
  const text = String(value ?? '')
    .replace(/[\r\n\t\v\f\u0085\u2028\u2029\s]+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What a visitor sent, as the text part shows it: on one line, in quotes (nothing for an empty value). */
export function quoted(value: unknown, max?: number): string {
  const text = oneLine(value, max);
  return text ? `“${text}”` : '';
}

/** One touch (first… or latest…) of the attribution fields, or null when the lead carries none. */
function touch(lead: Record<string, unknown>, prefix: 'first' | 'latest'): string | null {
  const field = (name: string) => oneLine(lead[`${prefix}${name}`], 100) || null;
  const referrer = field('ReferrerHost');
  const kind = field('ReferrerKind');
  const click = field('Gclid') ? 'an ad click (gclid)' : field('Fbclid') ? 'an ad click (fbclid)' : null;
  const parts = [
    [field('Source'), field('Medium')].filter(Boolean).join(' / '),
    field('Campaign') && `campaign ${field('Campaign')}`,
    referrer && `from ${referrer}${kind ? ` (${kind.toLowerCase()})` : ''}`,
    click,
  ].filter(Boolean);
  return parts.length === 0 ? null : parts.join(', ');
}

/** 'google / cpc, campaign diwali (latest: facebook / social)' or 'direct'. */
export function sourceLine(lead: Record<string, unknown>): string {
  const first = touch(lead, 'first');
  const latest = touch(lead, 'latest');
  if (!first && !latest) return 'direct';
  if (!latest || latest === first) return first ?? 'direct';
  return `${first ?? 'direct'} (latest: ${latest})`;
}

/**
 * 'Meta lead ad, campaign 120215678901220001' or 'Listing site: JustDial': where a lead that did not come from
 * the site's own forms came in; null for the website's.
 */
export function channelLine(lead: Record<string, unknown>): string | null {
  const channel = typeof lead.channel === 'string' ? lead.channel : null;
  if (!channel || channel === LEAD_CHANNELS.website) return null;
  if (lead.publisher) return `${channel}: ${oneLine(lead.publisher)}`;
  return lead.campaignId ? `${channel}, campaign ${oneLine(lead.campaignId)}` : channel;
}

/** An earlier lead of the same person, as the alert lists it. */
export interface EarlierLead {
  submittedAt?: string | Date | null;
  form?: string | null;
  course?: string | null;
  leadStatus?: string | null;
  counsellor?: Person | null;
}

function earlierLine(earlier: EarlierLead): string {
  const about = [oneLine(earlier.form), quoted(earlier.course, 100)].filter(Boolean).join(', ');
  const owner = oneLine(personName(earlier.counsellor)) || 'no counsellor';
  return `${when(earlier.submittedAt)}: ${about}; status ${oneLine(earlier.leadStatus)}; ${owner}`;
}

/**
 * Who is already working a person: the newest of their earlier leads (same audience) that is Contacted or
 * Enrolled, or null when none is.
 */
export function workedBy(earlier: EarlierLead[]): EarlierLead | null {
  return (
    earlier.find((lead) => (WORKED_LEAD_STATUSES as readonly unknown[]).includes(lead.leadStatus)) ?? null
  );
}

/** 'Asha Patil is already working this person (Contacted; their enquiry of 1 Dec 2026, 11:30 IST).' */
export function workedLine(worked: EarlierLead): string {
  const owner = oneLine(personName(worked.counsellor)) || 'Nobody';
  const what = oneLine(worked.form).toLowerCase() || 'lead';
  return `${owner} is already working this person (${oneLine(worked.leadStatus)}; their ${what} of ${when(worked.submittedAt)}).`;
}

function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
}

export interface Message {
  subject: string;
  text: string;
  html: string;
}

/** How the alert speaks of a person's earlier leads, by audience. */
const WORDS: Record<ReturnType<typeof leadAudience>, [verb: string, noun: string, nouns: string]> = {
  student: ['enquired', 'enquiry', 'enquiries'],
  applicant: ['applied', 'application', 'applications'],
  recruiter: ['asked', 'request', 'requests'],
};

/** A row of the alert: its label, the value, and whether the visitor sent it (quoted in the text part). */
type Row = [label: string, value: string, visitor: boolean];

/** The alert's rows: what the team needs to call this kind of lead. */
function alertRows(lead: MailLead, counsellor: Person | null): Row[] {
  const audience = leadAudience(lead.form);
  const contact: Row[] = lead.phone
    ? [['Phone', lead.phone, true]]
    : lead.email
      ? [['E-mail', lead.email, true]]
      : [];
  const about: Row[] =
    audience === 'applicant'
      ? [
          ['Position', lead.position || 'not given', Boolean(lead.position)],
          [
            'CV',
            lead.cv?.name
              ? `attached to the lead (${oneLine(lead.cv.name, 100)}): download it from the lead’s page`
              : 'none came with the application',
            false,
          ],
        ]
      : audience === 'recruiter'
        ? [['Company', lead.company || 'not given', Boolean(lead.company)]]
        : [['Course', lead.course || 'none chosen', Boolean(lead.course)]];
  return [
    ['Name', lead.name || 'not given', Boolean(lead.name)],
    ...contact,
    ...about,
    ['Form', lead.form ?? '', false],
    // 'direct' is the CMS's word; a campaign or referring site came from the visitor's address.
    ['Source', sourceLine(lead), sourceLine(lead) !== 'direct'],
    // An ad's lead form or a listing site (a website lead says nothing more).
    ['Channel', channelLine(lead as unknown as Record<string, unknown>) ?? '', false],
    ['Received', when(lead.submittedAt), false],
    ['Counsellor', personName(counsellor) || 'not assigned', false],
    ...(lead.message ? ([['Message', 'yes: read it on the lead’s page', false]] as Row[]) : []),
  ].filter(([, value]) => value !== '') as Row[];
}

/**
 * The alert for a new lead. `earlier`: the same person's earlier leads (same audience), newest first;
 * `counsellor`: the lead's counsellor (or null).
 */
export function alertMessage({
  lead,
  earlier = [],
  counsellor = null,
  adminUrl,
}: {
  lead: MailLead;
  earlier?: EarlierLead[];
  counsellor?: Person | null;
  adminUrl: string;
}): Message {
  const link = leadAdminUrl(adminUrl, lead.documentId);
  const tel = telHref(lead.phone);
  const audience = leadAudience(lead.form);
  const repeat = earlier.length > 0;
  const worked = workedBy(earlier);
  const name = oneLine(lead.name, 80) || 'Someone';
  const nth = `${earlier.length + 1}${ordinalSuffix(earlier.length + 1)}`;
  const subject =
    audience === 'applicant'
      ? `Job application${repeat ? ` (${nth})` : ''}: ${name}, ${oneLine(lead.position, 80) || 'no position given'}`
      : audience === 'recruiter'
        ? `Recruiter demo call${repeat ? ` (${nth})` : ''}: ${oneLine(lead.company, 80) || name} (${name})`
        : `${repeat ? `Repeat enquiry (${nth})` : 'New lead'}: ${name}, ${oneLine(lead.course, 80) || oneLine(lead.form)}`;
  // Only a student's first enquiry, or a repeat nobody works yet, is a race to call.
  const intro =
    audience === 'applicant'
      ? 'A job application from the site.'
      : audience === 'recruiter'
        ? 'A recruiter asked for a demo call.'
        : worked
          ? 'A repeat enquiry from someone the team is already working.'
          : repeat
            ? 'A repeat enquiry from the site. Call within five minutes if you can.'
            : 'A new lead from the site. Call within five minutes if you can.';
  const rows = alertRows(lead, counsellor);
  const [verb, noun, nouns] = WORDS[audience];
  const before = repeat
    ? [
        `This person ${verb} before (${earlier.length} earlier ${earlier.length === 1 ? noun : nouns}):`,
        ...earlier.map((e) => `- ${earlierLine(e)}`),
      ]
    : [`First ${noun} from this person.`];

  const textValue = ([label, value, visitor]: Row) => {
    const shown = visitor ? quoted(value) : oneLine(value);
    return label === 'Phone' && tel ? `${shown} (${tel})` : shown;
  };
  const text = [
    intro,
    ...(worked ? [workedLine(worked)] : []),
    '',
    ...rows.map((row) => `${row[0]}: ${textValue(row)}`),
    '',
    ...before,
    '',
    `Open the lead: ${link}`,
  ].join('\n');

  const cell = ([label, value]: Row) =>
    label === 'Phone' && tel
      ? `<a href="${escapeHtml(tel)}">${escapeHtml(oneLine(value))}</a>`
      : escapeHtml(oneLine(value));
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">
<p>${escapeHtml(intro)}</p>${worked ? `\n<p><strong>${escapeHtml(workedLine(worked))}</strong></p>` : ''}
<table cellpadding="4" style="border-collapse:collapse">
${rows.map((row) => `<tr><th align="left" valign="top">${escapeHtml(row[0])}</th><td>${cell(row)}</td></tr>`).join('\n')}
</table>
<p>${escapeHtml(before[0])}</p>${repeat ? `<ul>${earlier.map((e) => `<li>${escapeHtml(earlierLine(e))}</li>`).join('')}</ul>` : ''}
<p><a href="${escapeHtml(link)}">Open the lead in the admin</a></p>
</body></html>`;
  return { subject, text, html };
}

/** A lead in a list of the digest or the escalation, with who is working the person when someone is. */
export interface ListedLead extends MailLead {
  worked?: EarlierLead | null;
}

function leadLine(lead: ListedLead, { followUp = false } = {}): string {
  const who = [
    quoted(lead.name, 80) || 'Someone',
    oneLine(lead.phone, 40),
    oneLine(lead.course || lead.position || lead.form, 80),
  ]
    .filter(Boolean)
    .join(', ');
  const due = followUp ? `follow up ${when(lead.nextFollowUp)}` : `came ${when(lead.submittedAt)}`;
  const context = lead.worked
    ? `; repeat: ${oneLine(personName(lead.worked.counsellor)) || 'nobody'} is working this person (${oneLine(lead.worked.leadStatus)})`
    : '';
  return `${who} (${due}, ${oneLine(lead.leadStatus)})${context}`;
}

/** The morning digest for one counsellor: follow-ups due today or overdue, and New leads not yet contacted. */
export function digestMessage({
  counsellor,
  followUps,
  uncontacted,
  now,
  adminUrl,
}: {
  counsellor: Person | null;
  followUps: ListedLead[];
  uncontacted: ListedLead[];
  now: Date;
  adminUrl: string;
}): Message {
  const day = indiaDay.format(now);
  const overdue = followUps.filter((lead) => lead.nextFollowUp && new Date(lead.nextFollowUp) < now);
  const firstname = oneLine(counsellor?.firstname, 60);
  const subject = `Your leads for ${day}: ${followUps.length} follow-up${followUps.length === 1 ? '' : 's'}, ${uncontacted.length} not contacted`;
  const section = (title: string, leads: ListedLead[], options?: { followUp: boolean }) =>
    leads.length === 0
      ? [`${title}: none.`]
      : [
          `${title}:`,
          ...leads.map((lead) => `- ${leadLine(lead, options)} ${leadAdminUrl(adminUrl, lead.documentId)}`),
        ];
  const text = [
    `Good morning${firstname ? `, ${firstname}` : ''}. Your leads for ${day}.`,
    '',
    ...section(`Follow-ups due today or overdue (${overdue.length} overdue)`, followUps, { followUp: true }),
    '',
    ...section('New leads you have not contacted yet', uncontacted),
  ].join('\n');
  const list = (leads: ListedLead[], options?: { followUp: boolean }) =>
    leads.length === 0
      ? '<p>None.</p>'
      : `<ul>${leads
          .map((lead) => {
            const tel = telHref(lead.phone);
            const call = tel ? ` <a href="${escapeHtml(tel)}">call</a>` : '';
            return `<li><a href="${escapeHtml(leadAdminUrl(adminUrl, lead.documentId))}">${escapeHtml(leadLine(lead, options))}</a>${call}</li>`;
          })
          .join('')}</ul>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">
<p>Good morning${firstname ? `, ${escapeHtml(firstname)}` : ''}. Your leads for ${escapeHtml(day)}.</p>
<h3>Follow-ups due today or overdue (${overdue.length} overdue)</h3>${list(followUps, { followUp: true })}
<h3>New leads you have not contacted yet</h3>${list(uncontacted)}
</body></html>`;
  return { subject, text, html };
}

/** The escalation: leads still New after two working hours. */
export function escalationMessage({ leads, adminUrl }: { leads: ListedLead[]; adminUrl: string }): Message {
  const subject = `${leads.length} lead${leads.length === 1 ? '' : 's'} still New after two working hours`;
  const line = (lead: ListedLead) =>
    `${leadLine(lead)}; ${oneLine(personName(lead.counsellor)) || 'no counsellor'}`;
  const text = [
    'These leads have not been contacted within two working hours:',
    '',
    ...leads.map((lead) => `- ${line(lead)} ${leadAdminUrl(adminUrl, lead.documentId)}`),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">
<p>These leads have not been contacted within two working hours:</p>
<ul>${leads.map((lead) => `<li><a href="${escapeHtml(leadAdminUrl(adminUrl, lead.documentId))}">${escapeHtml(line(lead))}</a></li>`).join('')}</ul>
</body></html>`;
  return { subject, text, html };
}

/** A lead whose alert went out late, as the report lists it. */
export interface LateLead extends MailLead {
  alertFailingSince?: string | Date | null;
  alertSentAt?: string | Date | null;
}

/**
 * The report to the head of admissions once alerts go out again after the mail server failed for a while:
 * every lead whose alert was late, when it came, who has it and when the alert finally went, in one e-mail.
 */
export function lateAlertsMessage({ leads, adminUrl }: { leads: LateLead[]; adminUrl: string }): Message {
  const times = (pick: (lead: LateLead) => string | Date | null | undefined) =>
    leads.map((lead) => new Date(pick(lead) ?? Number.NaN).getTime()).filter((time) => !Number.isNaN(time));
  const from = Math.min(...times((lead) => lead.alertFailingSince ?? lead.submittedAt));
  const until = Math.max(...times((lead) => lead.alertSentAt));
  const span =
    Number.isFinite(from) && Number.isFinite(until)
      ? ` from ${when(new Date(from))} until ${indiaClock.format(new Date(until))} IST`
      : '';
  const count = `${leads.length} lead${leads.length === 1 ? '' : 's'}`;
  const subject = `Alerts were late: ${count} while the mail server was failing`;
  const line = (lead: LateLead) =>
    `${leadLine(lead)}; ${oneLine(personName(lead.counsellor)) || 'no counsellor'}; alert sent ${when(lead.alertSentAt)}`;
  const intro = `The CMS could not send its alert e-mails${span}. These ${count} were told late: make sure each was called.`;
  const text = [
    intro,
    '',
    ...leads.map((lead) => `- ${line(lead)} ${leadAdminUrl(adminUrl, lead.documentId)}`),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">
<p>${escapeHtml(intro)}</p>
<ul>${leads.map((lead) => `<li><a href="${escapeHtml(leadAdminUrl(adminUrl, lead.documentId))}">${escapeHtml(line(lead))}</a></li>`).join('')}</ul>
</body></html>`;
  return { subject, text, html };
}
