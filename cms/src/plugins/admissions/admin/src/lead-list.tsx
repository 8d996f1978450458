/**
 * The admin's list of leads: the phone as a link that calls it (tel:, the site's rule), the next follow-up in
 * India time, marked when it is due, and every cell in small type cut to a width, so the eight columns fit a
 * 1280-pixel screen without sideways scrolling. The columns themselves are set on the server (the lead
 * layout, server/src/layout.ts).
 */
import * as React from 'react';
import { Typography } from '@strapi/design-system';
import { telHref } from '@codebridge/shared/contact.mjs';
import { INDIA_TIME_ZONE } from '@codebridge/shared/india-time.mjs';

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '28 Nov, 10:00': a follow-up in India time, or null. */
export function describeFollowUp(value: string | null | undefined): string | null {
  const instant = value ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return when.format(instant);
}

/** The phone as the list shows it: an Indian number without its +91 (the link keeps it), else as typed. */
export function phoneText(phone: string | null | undefined): string {
  return String(phone ?? '').replace(/^\+91[\s-]*/, '');
}

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

interface Counsellor {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

/** 'Asha P.': a counsellor, short enough for the list. */
export function counsellorName(user: Counsellor | null | undefined): string | null {
  if (!user) return null;
  const name = [user.firstname, user.lastname ? `${user.lastname[0]}.` : ''].filter(Boolean).join(' ');
  return name || user.username || user.email || null;
}

/** A cell in the list's small type, cut with an ellipsis past maxWidth (the whole text on hover). */
function clipped(text: string | null | undefined, maxWidth: number) {
  return (
    <Typography
      variant="pi"
      textColor="neutral800"
      title={text ?? undefined}
      style={{
        display: 'block',
        maxWidth,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {text || '-'}
    </Typography>
  );
}

interface Row {
  phone?: string | null;
  course?: string | null;
  counsellor?: Counsellor | null;
  name?: string | null;
  leadStatus?: string | null;
  firstSource?: string | null;
  channel?: string | null;
  nextFollowUp?: string | null;
}

interface Header {
  name: string;
  cellFormatter?: (row: Row) => React.ReactNode;
  [key: string]: unknown;
}

export function leadListColumns<Layout>({
  displayedHeaders,
  layout,
}: {
  displayedHeaders: Header[];
  layout: Layout;
}) {
  if (!displayedHeaders.some((header) => header.name === 'leadStatus')) return { displayedHeaders, layout };
  const formatters: Record<string, (row: Row) => React.ReactNode> = {
    phone(row) {
      const href = telHref(row.phone);
      if (!href) return clipped(row.phone, 100);
      // A click on the row opens the lead: the link calls instead.
      return (
        <a href={href} onClick={(event) => event.stopPropagation()} style={{ whiteSpace: 'nowrap' }}>
          <Typography variant="pi" textColor="primary600">
            {phoneText(row.phone)}
          </Typography>
        </a>
      );
    },
    // Long course names are cut (whole on hover), so the eight columns fit a 1280-pixel screen.
    course: (row) => clipped(row.course, 80),
    counsellor: (row) => clipped(counsellorName(row.counsellor), 80),
    name: (row) => clipped(row.name, 100),
    leadStatus: (row) => clipped(row.leadStatus, 80),
    firstSource: (row) => clipped(row.firstSource, 64),
    // A lead from before channels were kept is the website's.
    channel: (row) => clipped(row.channel || 'Website', 72),
    nextFollowUp(row) {
      const text = describeFollowUp(row.nextFollowUp);
      const overdue = Boolean(text && row.nextFollowUp && new Date(row.nextFollowUp).getTime() < Date.now());
      // Due or overdue: red and bold, "due" for screen readers and on hover.
      return (
        <Typography
          variant="pi"
          textColor={overdue ? 'danger600' : 'neutral800'}
          fontWeight={overdue ? 'bold' : undefined}
          title={overdue ? 'Due' : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {text ?? '-'}
          {overdue ? <span style={visuallyHidden}> (due)</span> : null}
        </Typography>
      );
    },
  };
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header) => {
      if (!Object.hasOwn(formatters, header.name)) return header;
      return { ...header, cellFormatter: formatters[header.name] };
    }),
  };
}
