/**
 * The admin's list of leads: the phone as a link that calls it (tel:), and the next follow-up in India time,
 * marked when it is past. The columns themselves are set on the server (src/bootstrap/lead-admin.js).
 */
import { Typography } from '@strapi/design-system';
import { createElement as h } from 'react';

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Fri 28 Nov, 10:00': a follow-up in India time, or null. */
export function describeFollowUp(value) {
  const instant = value ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return when.format(instant);
}

/** The number a tel: link dials: digits and a leading +, nothing else. */
export function telHref(phone) {
  const digits = String(phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 6 ? `tel:${digits}` : null;
}

export function leadListColumns({ displayedHeaders, layout }) {
  if (!displayedHeaders.some((header) => header.name === 'leadStatus')) return { displayedHeaders, layout };
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header) => {
      if (header.name === 'phone') {
        return {
          ...header,
          cellFormatter: (row) => {
            const href = telHref(row.phone);
            if (!href) return h(Typography, { textColor: 'neutral800' }, row.phone || '-');
            // A click on the row opens the lead: the link calls instead.
            return h('a', { href, onClick: (event) => event.stopPropagation() }, row.phone);
          },
        };
      }
      if (header.name === 'nextFollowUp') {
        return {
          ...header,
          cellFormatter: (row) => {
            const text = describeFollowUp(row.nextFollowUp);
            const overdue = text && new Date(row.nextFollowUp).getTime() < Date.now();
            return h(
              Typography,
              { textColor: overdue ? 'danger600' : 'neutral800', fontWeight: overdue ? 'bold' : undefined },
              text ? `${text}${overdue ? ' (due)' : ''}` : '-',
            );
          },
        };
      }
      return header;
    }),
  };
}
