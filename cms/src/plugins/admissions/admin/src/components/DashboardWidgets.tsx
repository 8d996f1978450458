/**
 * The admissions dashboard on the admin's home page: three widgets (Strapi's homepage widgets API, registered
 * by the plugin's admin half) reading one answer of GET /admissions/dashboard, which only admins whose role
 * may read leads get.
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

/** A small table: a caption, its column headings, and rows of [label, ...numbers]. */
function Breakdown({ caption, headings, rows }: { caption: string; headings: string[]; rows: TableRow[] }) {
  return (
    <Box paddingBottom={3}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', paddingBottom: 4 }}>
          <Typography variant="sigma" textColor="neutral600">
            {caption}
          </Typography>
        </caption>
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

/** Leads this week and last (weeks from Monday, India time), the median first contact, and by form. */
export const LeadsThisWeekWidget = withDashboard((data) => (
  <Box>
    <Flex gap={6} paddingBottom={4} alignItems="flex-start" wrap="wrap">
      <Figure label="This week" value={String(data.leads.thisWeek)} />
      <Figure label="Last week" value={String(data.leads.lastWeek)} />
      <Figure
        label="Median time to first contact"
        value={describeWait(data.firstContact.medianMs)}
        note={`${data.firstContact.contacted} contacted, ${data.firstContact.notContacted} not yet (last ${data.windowDays} days)`}
      />
    </Flex>
    <Breakdown caption="By form" headings={weekHeadings('Form')} rows={weekly(data.byForm)} />
  </Box>
));

/** Leads this week and last by course, by channel (source / medium) and by campaign. */
export const LeadsBySourceWidget = withDashboard((data) => (
  <Box>
    <Breakdown caption="By course" headings={weekHeadings('Course')} rows={weekly(data.byCourse)} />
    <Breakdown
      caption="By channel"
      headings={weekHeadings('Source / medium')}
      rows={weekly(data.byChannel)}
    />
    <Breakdown caption="By campaign" headings={weekHeadings('Campaign')} rows={weekly(data.byCampaign)} />
  </Box>
));

/**
 * Leads this week and last by the way they came in: the website's forms, Meta lead ads, Google Ads lead forms,
 * listing sites; each listing site; each ad campaign by its id.
 */
export const LeadsByChannelWidget = withDashboard((data) => (
  <Box>
    <Breakdown caption="By channel" headings={weekHeadings('Channel')} rows={weekly(data.byLeadChannel)} />
    <Breakdown
      caption="By listing site"
      headings={weekHeadings('Listing site')}
      rows={weekly(data.byPublisher)}
    />
    <Breakdown
      caption="By ad campaign"
      headings={weekHeadings('Channel and campaign id')}
      rows={weekly(data.byAdCampaign)}
    />
  </Box>
));

/** How many of the last 90 days' leads reached Enrolled, by channel. */
export const EnrolmentsWidget = withDashboard((data) => (
  <Box>
    <Flex gap={6} paddingBottom={4}>
      <Figure label="Leads" value={String(data.enrolled.leads)} />
      <Figure label="Enrolled" value={String(data.enrolled.enrolled)} />
    </Flex>
    <Breakdown
      caption="By source"
      headings={['Source / medium', 'Leads', 'Enrolled']}
      rows={data.enrolled.bySource.map((row): TableRow => [row.key, row.leads, row.enrolled])}
    />
  </Box>
));
