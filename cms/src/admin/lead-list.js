/**
 * The admin's list of leads: the phone as a link that calls it (tel:), the next follow-up in India time, marked
 * when it is due, and every cell in small type cut to a width, so the seven columns fit a 1280-pixel screen
 * without sideways scrolling. The columns themselves are set on the server (src/bootstrap/lead-admin.js).
 */
import { Typography } from '@strapi/design-system';
import { createElement as h } from 'react';

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '28 Nov, 10:00': a follow-up in India time, or null. */
export function describeFollowUp(value) {
  const instant = value ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return when.format(instant);
}

/** The phone as the list shows it: an Indian number without its +91 (the link keeps it), else as typed. */
export function phoneText(phone) {
  return String(phone ?? '').replace(/^\+91[\s-]*/, '');
}

/** The number a tel: link dials: digits and a leading +, nothing else. */
export function telHref(phone) {
  const digits = String(phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 6 ? `tel:${digits}` : null;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** 'Asha P.': a counsellor, short enough for the list. */
export function counsellorName(user) {
  if (!user) return null;
  const name = [user.firstname, user.lastname ? `${user.lastname[0]}.` : ''].filter(Boolean).join(' ');
  return name || user.username || user.email || null;
}

/** A cell in the list's small type, cut with an ellipsis past maxWidth (the whole text on hover). */
function clipped(text, maxWidth) {
  return h(
    Typography,
    {
      variant: 'pi',
      textColor: 'neutral800',
      title: text ?? undefined,
      style: { display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    },
    text || '-',
  );
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
            if (!href) return clipped(row.phone, 100);
            // A click on the row opens the lead: the link calls instead.
            return h(
              'a',
              { href, onClick: (event) => event.stopPropagation(), style: { whiteSpace: 'nowrap' } },
              h(Typography, { variant: 'pi', textColor: 'primary600' }, phoneText(row.phone)),
            );
          },
        };
      }
      if (header.name === 'course') {
        // Long course names are cut (whole on hover), so the seven columns fit a 1280-pixel screen.
        return { ...header, cellFormatter: (row) => clipped(row.course, 80) };
      }
      if (header.name === 'counsellor') {
        return { ...header, cellFormatter: (row) => clipped(counsellorName(row.counsellor), 80) };
      }
      if (header.name === 'name') return { ...header, cellFormatter: (row) => clipped(row.name, 100) };
      if (header.name === 'leadStatus') return { ...header, cellFormatter: (row) => clipped(row.leadStatus, 80) };
      if (header.name === 'firstSource') {
        return { ...header, cellFormatter: (row) => clipped(row.firstSource, 64) };
      }
      if (header.name === 'nextFollowUp') {
        return {
          ...header,
          cellFormatter: (row) => {
            const text = describeFollowUp(row.nextFollowUp);
            const overdue = text && new Date(row.nextFollowUp).getTime() < Date.now();
            // Due or overdue: red and bold, "due" for screen readers and on hover.
            return h(
              Typography,
              {
                variant: 'pi',
                textColor: overdue ? 'danger600' : 'neutral800',
                fontWeight: overdue ? 'bold' : undefined,
                title: overdue ? 'Due' : undefined,
                style: { whiteSpace: 'nowrap' },
              },
              text ?? '-',
              overdue ? h('span', { style: visuallyHidden }, ' (due)') : null,
            );
          },
        };
      }
      return header;
    }),
  };
}
