/**
 * The access record, read-only: who looked at which leads, newest first, 50 entries a page (GET
 * /access-log/entries), narrowed to one account and/or one lead. The filters live in the page's address, so a
 * lead's record can be linked to. Leads are shown by their document id, each a link to the lead's page.
 */
import * as React from 'react';
import {
  Box,
  Button,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { Link, useSearchParams } from 'react-router-dom';
import { indiaDateTime } from '@codebridge/shared/india-time.mjs';
import { ACCESS_ACTIONS } from '@codebridge/shared/access-log.mjs';
import type { ListedEntry } from '../../../server/src/services/entries';

interface Account {
  id: number;
  name: string | null;
  email: string | null;
}

interface EntriesPage {
  entries: ListedEntry[];
  accounts: Record<string, { name: string | null; email: string | null }>;
  pagination: { page: number; pageCount: number; total: number };
}

/** Each act in the admin's words. */
const ACTS: Record<string, string> = {
  [ACCESS_ACTIONS.leadOpened]: 'Opened a lead',
  [ACCESS_ACTIONS.leadsListed]: 'Listed leads',
  [ACCESS_ACTIONS.leadSaved]: 'Saved a lead',
  [ACCESS_ACTIONS.leadsExported]: 'Exported leads (CSV)',
  [ACCESS_ACTIONS.cvDownloaded]: 'Downloaded a CV',
  [ACCESS_ACTIONS.historyRead]: 'Read a lead’s history',
  [ACCESS_ACTIONS.dataRequestAnswered]: 'Answered a data request',
  [ACCESS_ACTIONS.dataRequestErased]: 'Erased a person’s data',
  [ACCESS_ACTIONS.peopleListed]: 'Printed contact details (command line)',
};

const LEAD_PAGE = '/content-manager/collection-types/api::lead.lead';

type State =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: EntriesPage };

function describeAccount(entry: ListedEntry, accounts: EntriesPage['accounts']): string {
  if (entry.account === null) return entry.actor ? `${entry.actor} (outside the admin)` : '—';
  const known = accounts[entry.account];
  if (!known) return `Account ${entry.account} (deleted)`;
  return [known.name, known.email].filter(Boolean).join(' · ') || `Account ${entry.account}`;
}

function Leads({ entry }: { entry: ListedEntry }) {
  if (entry.leads.length === 0) return <Typography textColor="neutral600">—</Typography>;
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      {entry.leads.map((id) => (
        <Link key={id} to={`${LEAD_PAGE}/${id}`} style={{ fontFamily: 'monospace', fontSize: 13 }}>
          {id}
        </Link>
      ))}
      {entry.moreLeads > 0 ? (
        <Typography variant="pi" textColor="neutral600">
          and {entry.moreLeads} more
        </Typography>
      ) : null}
    </Flex>
  );
}

const AccessRecordPage = () => {
  const { get } = useFetchClient();
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const lead = params.get('lead') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [leadInput, setLeadInput] = React.useState(lead);
  const [accounts, setAccounts] = React.useState<Account[]>([]);
  const query = new URLSearchParams({ page: String(page) });
  if (account) query.set('account', account);
  if (lead) query.set('lead', lead);
  const address = `/access-log/entries?${query}`;
  // The answer for the address it was asked for: another address shows as loading until its own arrives.
  const [answer, setAnswer] = React.useState<{ address: string; state: State } | null>(null);
  const state: State = answer?.address === address ? answer.state : { status: 'loading' };

  React.useEffect(() => {
    get<{ accounts: Account[] }>('/access-log/accounts').then(
      ({ data }) => setAccounts(data.accounts),
      () => setAccounts([]),
    );
  }, [get]);

  React.useEffect(() => {
    let live = true;
    get<EntriesPage>(address).then(
      ({ data }) => live && setAnswer({ address, state: { status: 'ready', data } }),
      (error: { response?: { data?: { error?: { message?: string } } } }) =>
        live &&
        setAnswer({
          address,
          state: {
            status: 'error',
            message: error.response?.data?.error?.message ?? 'The access record could not be read.',
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [get, address]);

  const show = (next: { account?: string; lead?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextAccount = next.account ?? account;
    const nextLead = next.lead ?? lead;
    if (nextAccount) query.set('account', nextAccount);
    if (nextLead) query.set('lead', nextLead);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <Page.Main>
      <Page.Title>Access record</Page.Title>
      <Layouts.Header
        title="Access record"
        subtitle="Every look at leads by an admin account: when, who, what, which leads (by id). Nobody can change or delete an entry; entries go after the retention period."
      />
      <Layouts.Content>
        <Box background="neutral0" padding={4} shadow="tableShadow" hasRadius marginBottom={4}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              show({ lead: leadInput.trim() });
            }}
          >
            <Flex gap={4} alignItems="flex-end" wrap="wrap">
              <Box style={{ minWidth: 280 }}>
                <Field.Root name="account">
                  <Field.Label>Account</Field.Label>
                  <SingleSelect
                    value={account}
                    placeholder="Every account"
                    onChange={(value: string | number) => show({ account: String(value) })}
                    onClear={() => show({ account: '' })}
                  >
                    {accounts.map((user) => (
                      <SingleSelectOption key={user.id} value={String(user.id)}>
                        {[user.name, user.email].filter(Boolean).join(' · ') || `Account ${user.id}`}
                      </SingleSelectOption>
                    ))}
                  </SingleSelect>
                </Field.Root>
              </Box>
              <Box style={{ minWidth: 300 }}>
                <Field.Root name="lead" hint="The id in the lead's address in the admin">
                  <Field.Label>Lead</Field.Label>
                  <Field.Input
                    value={leadInput}
                    placeholder="Every lead"
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                      setLeadInput(event.target.value)
                    }
                  />
                  <Field.Hint />
                </Field.Root>
              </Box>
              <Button type="submit" variant="secondary">
                Show
              </Button>
              {account || lead ? (
                <Button
                  variant="tertiary"
                  onClick={() => {
                    setLeadInput('');
                    setParams(new URLSearchParams());
                  }}
                >
                  Clear filters
                </Button>
              ) : null}
            </Flex>
          </form>
        </Box>
        {state.status === 'loading' ? <Page.Loading /> : null}
        {state.status === 'error' ? (
          <Typography textColor="danger600" role="alert">
            {state.message}
          </Typography>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <Table colCount={5} rowCount={state.data.entries.length + 1}>
              <Thead>
                <Tr>
                  <Th>
                    <Typography variant="sigma">When (IST)</Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">Account</Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">Act</Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">Leads</Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">How many</Typography>
                  </Th>
                </Tr>
              </Thead>
              <Tbody>
                {state.data.entries.map((entry) => (
                  <Tr key={entry.id} style={{ verticalAlign: 'top' }}>
                    <Td>
                      <Typography style={{ whiteSpace: 'nowrap' }}>{indiaDateTime(entry.at)}</Typography>
                    </Td>
                    <Td>
                      <Typography>{describeAccount(entry, state.data.accounts)}</Typography>
                    </Td>
                    <Td>
                      <Typography>{ACTS[entry.action] ?? entry.action}</Typography>
                      {entry.dataRequest ? (
                        <Typography variant="pi" textColor="neutral600" tag="p">
                          Request {entry.dataRequest}
                        </Typography>
                      ) : null}
                      {entry.command ? (
                        <Typography variant="pi" textColor="neutral600" tag="p">
                          {entry.command}
                        </Typography>
                      ) : null}
                    </Td>
                    <Td>
                      <Leads entry={entry} />
                    </Td>
                    <Td>
                      <Typography>
                        {entry.action === ACCESS_ACTIONS.peopleListed && entry.count !== null
                          ? `${entry.count} people`
                          : (entry.leadCount ?? '—')}
                      </Typography>
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
            {state.data.entries.length === 0 ? (
              <Box padding={6}>
                <Typography textColor="neutral600">
                  No entries{account || lead ? ' for these filters' : ''}.
                </Typography>
              </Box>
            ) : null}
            <Flex justifyContent="space-between" paddingTop={4}>
              <Typography variant="pi" textColor="neutral600">
                {state.data.pagination.total} entries · page {state.data.pagination.page} of{' '}
                {state.data.pagination.pageCount}
              </Typography>
              <Flex gap={2}>
                <Button variant="tertiary" disabled={page <= 1} onClick={() => show({ page: page - 1 })}>
                  Newer
                </Button>
                <Button
                  variant="tertiary"
                  disabled={page >= state.data.pagination.pageCount}
                  onClick={() => show({ page: page + 1 })}
                >
                  Older
                </Button>
              </Flex>
            </Flex>
          </>
        ) : null}
      </Layouts.Content>
    </Page.Main>
  );
};

export default AccessRecordPage;
