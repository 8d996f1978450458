/**
 * The admissions dashboard on the admin's home page: three widgets (Strapi's homepage widgets API, registered
 * in app.js) reading one answer of GET /lead-dashboard (src/bootstrap/lead-dashboard.js), which only admins
 * whose role may read leads get.
 */
import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { Widget, useFetchClient } from '@strapi/strapi/admin';

const h = React.createElement;

/** The three widgets mount together: one request serves them, asked again after half a minute. */
let shared = null;
function useDashboard() {
  const { get } = useFetchClient();
  const [state, setState] = React.useState({ status: 'loading' });
  React.useEffect(() => {
    let live = true;
    if (!shared || Date.now() - shared.at > 30_000) shared = { at: Date.now(), answer: get('/lead-dashboard') };
    shared.answer.then(
      ({ data }) => live && setState({ status: 'ready', data }),
      () => {
        shared = null;
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [get]);
  return state;
}

/** '18 min', '3 h 05 min', '2 days 4 h': a wait as a counsellor reads it. */
export function describeWait(ms) {
  if (ms === null || ms === undefined) return '–';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ${hours % 24} h`;
}

const cellStyle = { padding: '2px 8px 2px 0', textAlign: 'left', fontWeight: 'normal' };
const numberStyle = { ...cellStyle, textAlign: 'right', fontVariantNumeric: 'tabular-nums', paddingLeft: 8 };

/** A small table: a caption, its column headings, and rows of [label, ...numbers]. */
function Breakdown({ caption, headings, rows }) {
  return h(
    Box,
    { paddingBottom: 3 },
    h(
      'table',
      { style: { width: '100%', borderCollapse: 'collapse' } },
      h(
        'caption',
        { style: { textAlign: 'left', paddingBottom: 4 } },
        h(Typography, { variant: 'sigma', textColor: 'neutral600' }, caption),
      ),
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          headings.map((heading, index) =>
            h(
              'th',
              { key: heading, scope: 'col', style: index === 0 ? cellStyle : numberStyle },
              h(Typography, { variant: 'pi', textColor: 'neutral600' }, heading),
            ),
          ),
        ),
      ),
      h(
        'tbody',
        null,
        rows.length === 0
          ? h('tr', null, h('td', { colSpan: headings.length, style: cellStyle }, h(Typography, { variant: 'pi' }, 'None yet')))
          : rows.map(([label, ...numbers]) =>
              h(
                'tr',
                { key: label },
                h('th', { scope: 'row', style: cellStyle }, h(Typography, { variant: 'omega' }, label)),
                numbers.map((value, index) =>
                  h('td', { key: index, style: numberStyle }, h(Typography, { variant: 'omega' }, String(value))),
                ),
              ),
            ),
      ),
    ),
  );
}

const weekly = (rows) => rows.map((row) => [row.key, row.thisWeek, row.lastWeek]);
const WEEK_HEADINGS = (first) => [first, 'This week', 'Last week'];

function Figure({ label, value, note }) {
  return h(
    Flex,
    { direction: 'column', alignItems: 'flex-start', gap: 1 },
    h(Typography, { variant: 'pi', textColor: 'neutral600' }, label),
    h(Typography, { variant: 'beta', tag: 'p' }, value),
    note ? h(Typography, { variant: 'pi', textColor: 'neutral600' }, note) : null,
  );
}

function withDashboard(render) {
  return function DashboardWidget() {
    const state = useDashboard();
    if (state.status === 'loading') return h(Widget.Loading);
    if (state.status === 'error') return h(Widget.Error, null, 'The dashboard could not be loaded.');
    return render(state.data);
  };
}

/** Leads this week and last (weeks from Monday, India time), the median first contact, and by form. */
export const LeadsThisWeekWidget = withDashboard((data) =>
  h(
    Box,
    null,
    h(
      Flex,
      { gap: 6, paddingBottom: 4, alignItems: 'flex-start', wrap: 'wrap' },
      h(Figure, { label: 'This week', value: String(data.leads.thisWeek) }),
      h(Figure, { label: 'Last week', value: String(data.leads.lastWeek) }),
      h(Figure, {
        label: 'Median time to first contact',
        value: describeWait(data.firstContact.medianMs),
        note: `${data.firstContact.contacted} contacted, ${data.firstContact.notContacted} not yet (last ${data.windowDays} days)`,
      }),
    ),
    h(Breakdown, { caption: 'By form', headings: WEEK_HEADINGS('Form'), rows: weekly(data.byForm) }),
  ),
);

/** Leads this week and last by course, by channel (source / medium) and by campaign. */
export const LeadsBySourceWidget = withDashboard((data) =>
  h(
    Box,
    null,
    h(Breakdown, { caption: 'By course', headings: WEEK_HEADINGS('Course'), rows: weekly(data.byCourse) }),
    h(Breakdown, { caption: 'By channel', headings: WEEK_HEADINGS('Source / medium'), rows: weekly(data.byChannel) }),
    h(Breakdown, { caption: 'By campaign', headings: WEEK_HEADINGS('Campaign'), rows: weekly(data.byCampaign) }),
  ),
);

/** How many of the last 90 days' leads reached Enrolled, by channel. */
export const EnrolmentsWidget = withDashboard((data) =>
  h(
    Box,
    null,
    h(
      Flex,
      { gap: 6, paddingBottom: 4 },
      h(Figure, { label: 'Leads', value: String(data.enrolled.leads) }),
      h(Figure, { label: 'Enrolled', value: String(data.enrolled.enrolled) }),
    ),
    h(Breakdown, {
      caption: 'By source',
      headings: ['Source / medium', 'Leads', 'Enrolled'],
      rows: data.enrolled.bySource.map((row) => [row.key, row.leads, row.enrolled]),
    }),
  ),
);
