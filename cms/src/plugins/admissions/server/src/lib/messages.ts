/**
 * The admissions e-mails' words: the alert for a new lead, the morning digest and the escalation, as plain
 * text and simple HTML. Pure functions of the leads they are given, so tests read them without a mail server.
 */
import { telHref } from '@codebridge/shared/contact.mjs';
import { INDIA_TIME_ZONE } from '@codebridge/shared/india-time.mjs';
import { LEAD_CHANNELS } from '@codebridge/shared/leads.mjs';
import { leadAdminUrl } from '../../../common/leads';

/** An admin user as the e-mails and the history name them. */
export interface Person {
  id?: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

/** The fields of a lead the e-mails read. */
export interface MailLead {
  documentId: string;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  city?: string | null;
  company?: string | null;
  course?: string | null;
  form?: string | null;
  page?: string | null;
  message?: string | null;
  submittedAt?: string | Date | null;
  nextFollowUp?: string | Date | null;
  leadStatus?: string | null;
  counsellor?: Person | null;
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

function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A line break or tab inside a visitor's field must not forge a header-like line in a subject. */
function oneLine(value: unknown, max = 80): string {
  const text = String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function counsellorName(user: Person | null | undefined): string {
  if (!user) return '';
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ').trim();
  return name || user.username || user.email || '';
}

/** One touch (first… or latest…) of the attribution fields, or null when the lead carries none. */
function touch(lead: Record<string, unknown>, prefix: 'first' | 'latest'): string | null {
  const field = (name: string) => lead[`${prefix}${name}`] as string | null | undefined;
  const referrer = field('ReferrerHost');
  const kind = field('ReferrerKind');
  const click = field('Gclid') ? 'an ad click (gclid)' : field('Fbclid') ? 'an ad click (fbclid)' : null;
  const parts = [
    [field('Source'), field('Medium')].filter(Boolean).join(' / '),
    field('Campaign') && `campaign ${field('Campaign')}`,
    referrer && `from ${referrer}${kind ? ` (${String(kind).toLowerCase()})` : ''}`,
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
  const about = [earlier.form, earlier.course].filter(Boolean).join(', ');
  const owner = counsellorName(earlier.counsellor) || 'no counsellor';
  return `${when(earlier.submittedAt)}: ${about}; status ${earlier.leadStatus}; ${owner}`;
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

/**
 * The alert for a new lead. `earlier`: the same person's earlier leads, newest first; `counsellor`: the
 * lead's counsellor (or null).
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
  const repeat = earlier.length > 0;
  const name = oneLine(lead.name) || 'Someone';
  const subject = `${repeat ? `Repeat enquiry (${earlier.length + 1}${ordinalSuffix(earlier.length + 1)})` : 'New lead'}: ${name}, ${oneLine(lead.course) || oneLine(lead.form)}`;
  const rows = (
    [
      ['Name', lead.name],
      ['Phone', lead.phone],
      ['E-mail', lead.email],
      ['City', lead.city],
      ['Company', lead.company],
      ['Course', lead.course || 'none chosen'],
      ['Form', lead.form],
      ['Page', lead.page],
      ['Source', sourceLine(lead)],
      ['Channel', channelLine(lead)],
      ['Submitted', when(lead.submittedAt)],
      ['Counsellor', counsellorName(counsellor) || 'not assigned'],
      ['Message', lead.message],
    ] as [string, string | null | undefined][]
  ).filter((row): row is [string, string] => row[1] !== null && row[1] !== undefined && row[1] !== '');

  const before = repeat
    ? [
        `This person enquired before (${earlier.length} earlier ${earlier.length === 1 ? 'enquiry' : 'enquiries'}):`,
        ...earlier.map((e) => `- ${earlierLine(e)}`),
      ]
    : ['First enquiry from this person.'];

  const text = [
    repeat
      ? 'A repeat enquiry from the site.'
      : 'A new lead from the site. Call within five minutes if you can.',
    '',
    ...rows.map(([label, value]) => `${label}: ${label === 'Phone' && tel ? `${value} (${tel})` : value}`),
    '',
    ...before,
    '',
    `Open the lead: ${link}`,
  ].join('\n');

  const cell = (label: string, value: string) =>
    label === 'Phone' && tel
      ? `<a href="${escapeHtml(tel)}">${escapeHtml(value)}</a>`
      : label === 'E-mail'
        ? `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`
        : escapeHtml(value).replace(/\n/g, '<br>');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">
<p>${repeat ? '<strong>A repeat enquiry</strong> from the site.' : '<strong>A new lead</strong> from the site. Call within five minutes if you can.'}</p>
<table cellpadding="4" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${cell(label, value)}</td></tr>`).join('\n')}
</table>
<p>${repeat ? `<strong>This person enquired before</strong> (${earlier.length} earlier):</p><ul>${earlier.map((e) => `<li>${escapeHtml(earlierLine(e))}</li>`).join('')}</ul>` : 'First enquiry from this person.</p>'}
<p><a href="${escapeHtml(link)}">Open the lead in the admin</a></p>
</body></html>`;
  return { subject, text, html };
}

function leadLine(lead: MailLead, { followUp = false } = {}): string {
  const who = [oneLine(lead.name) || 'Someone', lead.phone, lead.course || lead.form]
    .filter(Boolean)
    .join(', ');
  const due = followUp ? `follow up ${when(lead.nextFollowUp)}` : `came ${when(lead.submittedAt)}`;
  return `${who} (${due}, ${lead.leadStatus})`;
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
  followUps: MailLead[];
  uncontacted: MailLead[];
  now: Date;
  adminUrl: string;
}): Message {
  const day = indiaDay.format(now);
  const overdue = followUps.filter((lead) => lead.nextFollowUp && new Date(lead.nextFollowUp) < now);
  const subject = `Your leads for ${day}: ${followUps.length} follow-up${followUps.length === 1 ? '' : 's'}, ${uncontacted.length} not contacted`;
  const section = (title: string, leads: MailLead[], options?: { followUp: boolean }) =>
    leads.length === 0
      ? [`${title}: none.`]
      : [
          `${title}:`,
          ...leads.map((lead) => `- ${leadLine(lead, options)} ${leadAdminUrl(adminUrl, lead.documentId)}`),
        ];
  const text = [
    `Good morning${counsellor?.firstname ? `, ${counsellor.firstname}` : ''}. Your leads for ${day}.`,
    '',
    ...section(`Follow-ups due today or overdue (${overdue.length} overdue)`, followUps, { followUp: true }),
    '',
    ...section('New leads you have not contacted yet', uncontacted),
  ].join('\n');
  const list = (leads: MailLead[], options?: { followUp: boolean }) =>
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
<p>Good morning${counsellor?.firstname ? `, ${escapeHtml(counsellor.firstname)}` : ''}. Your leads for ${escapeHtml(day)}.</p>
<h3>Follow-ups due today or overdue (${overdue.length} overdue)</h3>${list(followUps, { followUp: true })}
<h3>New leads you have not contacted yet</h3>${list(uncontacted)}
</body></html>`;
  return { subject, text, html };
}

/** The escalation: leads still New after two working hours. */
export function escalationMessage({ leads, adminUrl }: { leads: MailLead[]; adminUrl: string }): Message {
  const subject = `${leads.length} lead${leads.length === 1 ? '' : 's'} still New after two working hours`;
  const line = (lead: MailLead) => `${leadLine(lead)}; ${counsellorName(lead.counsellor) || 'no counsellor'}`;
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
