/**
 * The blog in the admin's list and editor. The list shows a post's date and the day and time it goes live
 * by itself (two fields, one "Goes live" column) short enough for the post's status to fit beside them;
 * the editor's side panel says whether and when the saved post goes live by itself. The schedule's rules
 * live on the server (server/src/lib/rules.ts).
 */
import * as React from 'react';
import { Typography } from '@strapi/design-system';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';

const POST_UID = 'api::blog.blog';

const dayFormat = (weekday: boolean) =>
  new Intl.DateTimeFormat('en-GB', {
    ...(weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const DAY = dayFormat(false);
const DAY_WITH_WEEKDAY = dayFormat(true);

/** A date field's value ('2026-12-14') as '14 Dec 2026': a calendar day, which no time zone moves. */
function formatDay(date: unknown, format = DAY): string | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** 'Mon, 14 Dec 2026, 09:00' for the schedule's date and time fields (India time), or null when unscheduled. */
export function describeSchedule(date: unknown, time: unknown): string | null {
  const day = formatDay(date, DAY_WITH_WEEKDAY);
  if (!day || typeof time !== 'string') return null;
  return `${day}, ${time.slice(0, 5)}`;
}

const cell = (text: string | null) => <Typography textColor="neutral800">{text ?? '-'}</Typography>;

interface Row {
  date?: string | null;
  scheduledDate?: string | null;
  scheduledTime?: string | null;
}

interface Header {
  name: string;
  cellFormatter?: (row: Row) => React.ReactNode;
  [key: string]: unknown;
}

/** The list's columns: the date short, and the schedule's two fields as one. */
export function blogListColumns<Layout>({
  displayedHeaders,
  layout,
}: {
  displayedHeaders: Header[];
  layout: Layout;
}) {
  if (!displayedHeaders.some((header) => header.name === 'scheduledDate'))
    return { displayedHeaders, layout };
  return {
    layout,
    displayedHeaders: displayedHeaders
      .filter((header) => header.name !== 'scheduledTime')
      .map((header) => {
        if (header.name === 'date')
          return { ...header, cellFormatter: (row: Row) => cell(formatDay(row.date)) };
        if (header.name === 'scheduledDate') {
          return {
            ...header,
            cellFormatter: (row: Row) => cell(describeSchedule(row.scheduledDate, row.scheduledTime)),
          };
        }
        return header;
      }),
  };
}

/** The editor's side panel: when the saved post goes live by itself, if it does. */
export const SchedulePanel: PanelComponent = ({ model, document }) => {
  if (model !== POST_UID || !document) return null;
  const post = document as Row;
  const when = describeSchedule(post.scheduledDate, post.scheduledTime);
  return {
    title: 'Schedule',
    content: when
      ? `Goes live by itself on ${when} India time. To cancel, clear Publish on and Publish at, then Save.`
      : 'Not scheduled. To publish later, set Publish on and Publish at below the text, then Save.',
  };
};
