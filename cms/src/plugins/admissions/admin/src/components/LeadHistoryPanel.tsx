/**
 * A lead's history in a side panel of its page: each call, note and status change with who and when (India
 * time), newest first, and a box to add a call or a note. Reads and writes through the admissions routes
 * (GET and POST /admissions/leads/:documentId/history); status changes are written by the CMS when the lead
 * is saved.
 */
import * as React from 'react';
import { Box, Button, Field, Flex, Radio, Textarea, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { INDIA_TIME_ZONE } from '@codebridge/shared/india-time.mjs';
import { LEAD_UID } from '../../../common/leads';
import type { Entry } from '../../../server/src/services/history';

interface History {
  entries: Entry[];
  earlierNotes: string | null;
}

const stamp = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '27 Nov 2026, 10:15 · Call · Asha Patil': an entry's heading. */
export function entryHeading(entry: Pick<Entry, 'at' | 'kind' | 'author'>): string {
  return [stamp.format(new Date(entry.at)), entry.kind, entry.author ?? 'the CMS'].join(' · ');
}

function EntryText({ heading, text }: { heading: string; text: string }) {
  return (
    <Box paddingBottom={3}>
      <Typography variant="pi" textColor="neutral600" tag="p">
        {heading}
      </Typography>
      <Typography variant="omega" tag="p" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Typography>
    </Box>
  );
}

function HistoryView({ documentId, savedAt }: { documentId: string; savedAt?: string }) {
  const { get, post } = useFetchClient();
  const [history, setHistory] = React.useState<History | null>(null);
  const [kind, setKind] = React.useState('Call');
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const path = `/admissions/leads/${documentId}/history`;

  React.useEffect(() => {
    let live = true;
    get<History>(path).then(
      ({ data }) => live && setHistory(data),
      () => live && setError('The history could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [get, path, savedAt]);

  async function add() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await post<{ entry: Entry }>(path, { kind, text });
      setHistory((current) => ({
        earlierNotes: current?.earlierNotes ?? null,
        entries: [data.entry, ...(current?.entries ?? [])],
      }));
      setText('');
    } catch (failure) {
      const message = (failure as { response?: { data?: { error?: { message?: string } } } })?.response?.data
        ?.error?.message;
      setError(message ?? 'Not saved: try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      {/* Not a <form>: the panel sits inside the edit view's form, and in Chromium a nested form's submit event
          stops at the outer form, so React never sees it and the browser submits the note as a page address. */}
      <Box>
        <Flex direction="column" alignItems="stretch" gap={2}>
          <Radio.Group aria-label="Kind" value={kind} onValueChange={setKind} name="kind">
            <Radio.Item value="Call">Call</Radio.Item>
            <Radio.Item value="Note">Note</Radio.Item>
          </Radio.Group>
          <Field.Root error={error ?? undefined} name="text">
            <Field.Label>What was said or done</Field.Label>
            <Textarea
              value={text}
              onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value)}
              maxLength={5000}
            />
            <Field.Error />
          </Field.Root>
          <Button type="button" onClick={add} loading={busy} disabled={!text.trim()} fullWidth>
            Add to history
          </Button>
        </Flex>
      </Box>
      {history === null ? (
        <Typography variant="pi">{error ? '' : 'Loading…'}</Typography>
      ) : (
        <Box>
          {history.entries.length === 0 && !history.earlierNotes ? (
            <Typography variant="pi" textColor="neutral600">
              Nothing yet.
            </Typography>
          ) : null}
          {history.entries.map((entry) => (
            <EntryText key={entry.id} heading={entryHeading(entry)} text={entry.text} />
          ))}
          {history.earlierNotes ? (
            <EntryText heading="Notes written before the history" text={history.earlierNotes} />
          ) : null}
        </Box>
      )}
    </Flex>
  );
}

export const LeadHistoryPanel: PanelComponent = ({ model, documentId, document }) => {
  if (model !== LEAD_UID || !documentId) return null;
  return {
    title: 'History',
    content: (
      <HistoryView
        documentId={documentId}
        savedAt={(document as { updatedAt?: string } | undefined)?.updatedAt}
      />
    ),
  };
};
