/**
 * A lead's history in a side panel of its page: each call, note and status change with who and when (India
 * time), newest first, and a box to add a call or a note. Reads and writes through the CMS's admin routes
 * (src/bootstrap/lead-history.js); status changes are written by the CMS when the lead is saved.
 */
import * as React from 'react';
import { Box, Button, Field, Flex, Radio, Textarea, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';

const h = React.createElement;
const LEAD = 'api::lead.lead';

const stamp = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '27 Nov 2026, 10:15 · Call · Asha Patil': an entry's heading. */
export function entryHeading(entry) {
  const parts = [stamp.format(new Date(entry.at)), entry.kind];
  parts.push(entry.author ?? 'the CMS');
  return parts.join(' · ');
}

function Entry({ heading, text }) {
  return h(
    Box,
    { paddingBottom: 3 },
    h(Typography, { variant: 'pi', textColor: 'neutral600', tag: 'p' }, heading),
    h(Typography, { variant: 'omega', tag: 'p', style: { whiteSpace: 'pre-wrap' } }, text),
  );
}

function History({ documentId, savedAt }) {
  const { get, post } = useFetchClient();
  const [history, setHistory] = React.useState(null);
  const [kind, setKind] = React.useState('Call');
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState(null);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    let live = true;
    get(`/lead-history/${documentId}`).then(
      ({ data }) => live && setHistory(data),
      () => live && setError('The history could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [get, documentId, savedAt]);

  async function add() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await post(`/lead-history/${documentId}`, { kind, text });
      setHistory((current) => ({ ...current, entries: [data.entry, ...(current?.entries ?? [])] }));
      setText('');
    } catch (failure) {
      setError(failure?.response?.data?.error?.message ?? 'Not saved: try again.');
    } finally {
      setBusy(false);
    }
  }

  return h(
    Flex,
    { direction: 'column', alignItems: 'stretch', gap: 3, width: '100%' },
    // Not a <form>: the panel sits inside the edit view's form, and in Chromium a nested form's submit event
    // stops at the outer form, so React never sees it and the browser submits the note as a page address.
    h(
      Box,
      null,
      h(
        Flex,
        { direction: 'column', alignItems: 'stretch', gap: 2 },
        h(
          Radio.Group,
          { 'aria-label': 'Kind', value: kind, onValueChange: setKind, name: 'kind' },
          h(Radio.Item, { value: 'Call' }, 'Call'),
          h(Radio.Item, { value: 'Note' }, 'Note'),
        ),
        h(
          Field.Root,
          { error: error ?? undefined, name: 'text' },
          h(Field.Label, null, 'What was said or done'),
          h(Textarea, { value: text, onChange: (event) => setText(event.target.value), maxLength: 5000 }),
          h(Field.Error),
        ),
        h(
          Button,
          { type: 'button', onClick: add, loading: busy, disabled: !text.trim(), fullWidth: true },
          'Add to history',
        ),
      ),
    ),
    history === null
      ? h(Typography, { variant: 'pi' }, error ? '' : 'Loading…')
      : h(
          Box,
          null,
          history.entries.length === 0 && !history.earlierNotes
            ? h(Typography, { variant: 'pi', textColor: 'neutral600' }, 'Nothing yet.')
            : null,
          history.entries.map((entry) => h(Entry, { key: entry.id, heading: entryHeading(entry), text: entry.text })),
          history.earlierNotes ? h(Entry, { heading: 'Notes written before the history', text: history.earlierNotes }) : null,
        ),
  );
}

export function LeadHistoryPanel({ model, documentId, document }) {
  if (model !== LEAD || !documentId) return null;
  return { title: 'History', content: h(History, { documentId, savedAt: document?.updatedAt }) };
}
