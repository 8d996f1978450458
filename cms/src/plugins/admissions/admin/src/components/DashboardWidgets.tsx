/**
 * The admissions dashboard on the admin's home page: widgets (Strapi's homepage widgets API, registered by
 * the plugin's admin half) reading one answer of GET /admissions/dashboard, which only admins whose role may
 * read leads get. One breakdown a widget, so each shows whole in the card's fixed height, without scrolling
 * inside it (a breakdown has at most eight rows: the server sums the rest).
 */
import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { Widget, useFetchClient } from '@strapi/strapi/admin';
import type { DashboardFigures, WeeklyRow } from '../../../server/src/services/dashboard';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: DashboardFigures };

/** The three widgets mount together: one request serves them, asked again after half a minute. */
let shared: { at: number; answer: Promise<{ data: DashboardFigures }> } | null = null;

function useDashboard(): State {
  const { get } = useFetchClient();
  const [state, setState] = React.useState<State>({ status: 'loading' });
  React.useEffect(() => {
    let live = true;
    if (!shared || Date.now() - shared.at > 30_000) {
      shared = { at: Date.now(), answer: get<DashboardFigures>('/admissions/dashboard') };
    }
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
export function describeWait(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '–';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ${hours % 24} h`;
}

const cellStyle: React.CSSProperties = { padding: '2px 8px 2px 0', textAlign: 'left', fontWeight: 'normal' };
const numberStyle: React.CSSProperties = {
  ...cellStyle,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  paddingLeft: 8,
};

type TableRow = [string, ...(number | string)[]];

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * A small table: its name (for screen readers and tests; the widget's title shows it), its column headings,
 * and rows of [label, ...numbers].
 */
function Breakdown({ caption, headings, rows }: { caption: string; headings: string[]; rows: TableRow[] }) {
  return (
    <Box>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={heading} scope="col" style={index === 0 ? cellStyle : numberStyle}>
                <Typography variant="pi" textColor="neutral600">
                  {heading}
                </Typography>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headings.length} style={cellStyle}>
                <Typography variant="pi">None yet</Typography>
              </td>
            </tr>
          ) : (
            rows.map(([label, ...numbers]) => (
              <tr key={label}>
                <th scope="row" style={cellStyle}>
                  <Typography variant="omega">{label}</Typography>
                </th>
                {numbers.map((value, index) => (
                  <td key={index} style={numberStyle}>
                    <Typography variant="omega">{String(value)}</Typography>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Box>
  );
}

const weekly = (rows: WeeklyRow[]): TableRow[] => rows.map((row) => [row.key, row.thisWeek, row.lastWeek]);

/** A figure the server left out (null): it needs a field the admin's role may not read. */
function notShown<T>(figure: T | null, render: (figure: T) => React.ReactElement): React.ReactElement | null {
  return figure === null ? null : render(figure);
}
const weekHeadings = (first: string) => [first, 'This week', 'Last week'];

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Typography variant="pi" textColor="neutral600">
        {label}
      </Typography>
      <Typography variant="beta" tag="p">
        {value}
      </Typography>
      {note ? (
        <Typography variant="pi" textColor="neutral600">
          {note}
        </Typography>
      ) : null}
    </Flex>
  );
}

function withDashboard(render: (data: DashboardFigures) => React.ReactElement) {
  return function DashboardWidget() {
    const state = useDashboard();
    if (state.status === 'loading') return <Widget.Loading />;
    if (state.status === 'error') return <Widget.Error>The dashboard could not be loaded.</Widget.Error>;
    return render(state.data);
  };
}

/**
 * Students' enquiries this week and last (weeks from Monday, India time), the median first contact, and the
 * leads that are not enquiries, counted apart.
 */
export const LeadsThisWeekWidget = withDashboard((data) => (
  <Flex direction="column" alignItems="stretch" gap={4}>
    <Flex gap={6} alignItems="flex-start" wrap="wrap">
      {notShown(data.leads, (leads) => (
        <>
          <Figure label="Enquiries this week" value={String(leads.thisWeek)} />
          <Figure label="Last week" value={String(leads.lastWeek)} />
        </>
      ))}
      {notShown(data.firstContact, (firstContact) => (
        <Figure
          label="Median time to first contact"
          value={describeWait(firstContact.medianMs)}
          note={`${firstContact.contacted} contacted, ${firstContact.notContacted} not yet (last ${data.windowDays} days)`}
        />
      ))}
    </Flex>
    {data.applications && data.recruiters ? (
      <Breakdown
        caption="Counted apart"
        headings={['Not enquiries', 'This week', 'Last week']}
        rows={[
          ['Job applications', data.applications.thisWeek, data.applications.lastWeek],
          ['Recruiters’ demo calls', data.recruiters.thisWeek, data.recruiters.lastWeek],
        ]}
      />
    ) : null}
  </Flex>
));

/** What a card says when the role may not read a field its figure needs. */
const notForRole = <Widget.NoPermissions>Your role does not show this figure.</Widget.NoPermissions>;

/** Every lead this week and last, by the form it came from. */
export const LeadsByFormWidget = withDashboard(
  (data) =>
    notShown(data.byForm, (rows) => (
      <Breakdown caption="By form" headings={weekHeadings('Form')} rows={weekly(rows)} />
    )) ?? notForRole,
);

/** Enquiries this week and last by course. */
export const LeadsByCourseWidget = withDashboard(
  (data) =>
    notShown(data.byCourse, (rows) => (
      <Breakdown caption="By course" headings={weekHeadings('Course')} rows={weekly(rows)} />
    )) ?? notForRole,
);

/** Enquiries this week and last by the first touch's source / medium. */
export const LeadsByChannelWidget = withDashboard(
  (data) =>
    notShown(data.byChannel, (rows) => (
      <Breakdown caption="By channel" headings={weekHeadings('Source / medium')} rows={weekly(rows)} />
    )) ?? notForRole,
);

/** Enquiries this week and last by campaign. */
export const LeadsByCampaignWidget = withDashboard(
  (data) =>
    notShown(data.byCampaign, (rows) => (
      <Breakdown caption="By campaign" headings={weekHeadings('Campaign')} rows={weekly(rows)} />
    )) ?? notForRole,
);

/**
 * Enquiries this week and last by the way they came in: the website's forms, Meta lead ads, Google Ads lead forms,
 * listing sites; each listing site; each ad campaign by its id.
 */
export const LeadsByWayInWidget = withDashboard((data) => (
  <Box>
    {notShown(data.byLeadChannel, (rows) => (
      <Breakdown caption="By way in" headings={weekHeadings('Channel')} rows={weekly(rows)} />
    ))}
    {notShown(data.byPublisher, (rows) => (
      <Breakdown caption="By listing site" headings={weekHeadings('Listing site')} rows={weekly(rows)} />
    ))}
    {notShown(data.byAdCampaign, (rows) => (
      <Breakdown
        caption="By ad campaign"
        headings={weekHeadings('Channel and campaign id')}
        rows={weekly(rows)}
      />
    ))}
  </Box>
));

/** How many of the last 90 days' enquiries reached Enrolled, by channel. */
export const EnrolmentsWidget = withDashboard((data) =>
  data.enrolled === null ? (
    <Widget.NoPermissions>Your role does not show enrolments.</Widget.NoPermissions>
  ) : (
    <Box>
      <Typography variant="omega" tag="p" paddingBottom={2}>
        <strong>{data.enrolled.enrolled}</strong> enrolled of <strong>{data.enrolled.leads}</strong> enquiries
      </Typography>
      <Breakdown
        caption="By source"
        headings={['Source / medium', 'Enquiries', 'Enrolled']}
        rows={data.enrolled.bySource.map((row): TableRow => [row.key, row.leads, row.enrolled])}
      />
    </Box>
  ),
);
