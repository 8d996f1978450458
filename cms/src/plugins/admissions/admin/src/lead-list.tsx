/**
 * The admin's lists of leads and of assignment rules. Leads: the name with a mark on a repeat, the phone as a
 * link that calls it (tel:, the site's rule), the counsellor by name, the next follow-up and the time it
 * came in India time (the follow-up marked when due), and every cell in small type cut to a width, so the
 * eight columns mostly show whole on a 1280-pixel screen (Strapi's cell padding is wide: a long status, a
 * repeat's mark and long names together push the last one past the edge, and the row menu is scrolled to);
 * Filters → Counsellor offers the team by name. Rules: their forms and counsellors by name. The columns themselves are
 * set on the server (the layouts, server/src/layout.ts); names come from GET /admissions/people (./people.ts).
 */
import * as React from 'react';
import { Badge, Combobox, ComboboxOption, Typography } from '@strapi/design-system';
import { useFetchClient, useField } from '@strapi/strapi/admin';
import { telHref } from '@codebridge/shared/contact.mjs';
import { LEAD_CHANNELS } from '@codebridge/shared/leads.mjs';
import { shortName } from '../../common/people';
import { tickedForms } from './components/FormsInput';
import { knownPeople, loadPeople, nameOf, usePeople } from './people';
import { shortIndiaTime } from './india-clock';

const RULE_UID = 'api::assignment-rule.assignment-rule';

/** '28 Nov, 10:00': an instant in India time, or null. */
export function describeFollowUp(value: string | null | undefined): string | null {
  return shortIndiaTime(value) || null;
}

/** The phone as the list shows it: an Indian number without its +91 (the link keeps it), else as typed. */
export function phoneText(phone: string | null | undefined): string {
  return String(phone ?? '').replace(/^\+91[\s-]*/, '');
}

/** '2nd', '3rd', '11th': which enquiry of the person a lead is. */
export function ordinal(n: number): string {
  const suffix =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

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

/** A counsellor by name (short: 'Asha P.'; whole on hover). */
function CounsellorCell({ id }: { id: number | null | undefined }) {
  const people = usePeople();
  const name = nameOf(people, id);
  return clipped(name ? shortName(name) : id ? '…' : null, 72);
}

/** The name, and on a repeat a mark saying which enquiry of the person it is. */
function NameCell({ name, enquiryCount }: { name?: string | null; enquiryCount?: number | null }) {
  const count = Number(enquiryCount ?? 1);
  if (!(count > 1)) return clipped(name, 104);
  const mark = `Repeat: this person’s ${ordinal(count)}`;
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 4, maxWidth: 104 }}>
      {clipped(name, 68)}
      <Badge size="S" title={mark} style={{ flexShrink: 0 }}>
        <span aria-hidden>{ordinal(count)}</span>
        <span style={visuallyHidden}>{mark}</span>
      </Badge>
    </span>
  );
}

/** A rule's counsellors by name (the list gives only their count: the rule's own relation is read). */
function RuleCounsellorsCell({ documentId }: { documentId: string }) {
  const people = usePeople();
  const { get } = useFetchClient();
  const [ids, setIds] = React.useState<number[] | null>(null);
  React.useEffect(() => {
    let live = true;
    get<{ results: { id: number }[] }>(`/content-manager/relations/${RULE_UID}/${documentId}/counsellors`, {
      params: { pageSize: 100 },
    }).then(
      ({ data }) => live && setIds(data.results.map((result) => result.id)),
      () => live && setIds([]),
    );
    return () => {
      live = false;
    };
  }, [get, documentId]);
  const names = (ids ?? []).map((id) => nameOf(people, id) ?? `Account ${id}`);
  return clipped(ids === null ? '…' : names.join(', ') || 'Nobody', 320);
}

interface Row {
  documentId?: string;
  phone?: string | null;
  course?: string | null;
  counsellor?: { id?: number } | null;
  name?: string | null;
  leadStatus?: string | null;
  firstSource?: string | null;
  channel?: string | null;
  nextFollowUp?: string | null;
  submittedAt?: string | null;
  enquiryCount?: number | null;
  forms?: unknown;
}

interface Header {
  name: string;
  cellFormatter?: (row: Row) => React.ReactNode;
  [key: string]: unknown;
}

function leadFormatters(): Record<string, (row: Row) => React.ReactNode> {
  return {
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
    // Long course names are cut (whole on hover), to keep the eight columns within a 1280-pixel screen.
    course: (row) => clipped(row.course, 80),
    counsellor: (row) => <CounsellorCell id={row.counsellor?.id} />,
    name: (row) => <NameCell name={row.name} enquiryCount={row.enquiryCount} />,
    leadStatus: (row) => clipped(row.leadStatus, 72),
    firstSource: (row) => clipped(row.firstSource, 64),
    submittedAt: (row) => clipped(describeFollowUp(row.submittedAt), 84),
    // A lead from before channels were kept is the website's.
    channel: (row) => clipped(row.channel || LEAD_CHANNELS.website, 72),
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
}

function ruleFormatters(): Record<string, (row: Row) => React.ReactNode> {
  return {
    counsellors: (row) => (row.documentId ? <RuleCounsellorsCell documentId={row.documentId} /> : '-'),
    forms: (row) => clipped(tickedForms(row.forms).join(', ') || 'Any form', 220),
    course: (row) => clipped(row.course || 'Any course', 200),
  };
}

/** The list's layout as the column hook gets it (the content manager's ListLayout). */
interface ListLayout {
  layout?: { name: string }[];
  settings?: { displayName?: string };
}

/** Which list this is: a hook sees the layout only, so the lead's and the rule's own fields tell. */
function listOf(layout: ListLayout, headers: Header[]): 'leads' | 'rules' | null {
  const names = new Set(headers.map((header) => header.name));
  if (names.has('leadStatus')) return 'leads';
  if (layout.settings?.displayName === 'Assignment rule') return 'rules';
  return null;
}

/** 'Admin/CM/pages/ListView/inject-column-in-table': the cells of the leads' and the rules' lists. */
export function leadListColumns<Layout extends ListLayout>({
  displayedHeaders,
  layout,
}: {
  displayedHeaders: Header[];
  layout: Layout;
}) {
  const list = listOf(layout, displayedHeaders);
  if (!list) return { displayedHeaders, layout };
  const formatters = list === 'leads' ? leadFormatters() : ruleFormatters();
  const headers = displayedHeaders.map((header) =>
    Object.hasOwn(formatters, header.name) ? { ...header, cellFormatter: formatters[header.name] } : header,
  );
  if (list === 'rules' && !headers.some((header) => header.name === 'forms')) {
    // A JSON field is no column of Strapi's own: the rule's forms are added as one.
    const at = Math.max(1, headers.findIndex((header) => header.name === 'course') + 1);
    headers.splice(at, 0, {
      name: 'forms',
      label: 'Forms',
      searchable: false,
      sortable: false,
      attribute: { type: 'json' },
      cellFormatter: formatters.forms,
    });
  }
  return { layout, displayedHeaders: headers };
}

/** Filters → Counsellor: the team by name (the content manager's own offers accounts only to roles that read them). */
function CounsellorFilter({ name }: { name: string }) {
  const field = useField<string>(name);
  const people = usePeople();
  return (
    <Combobox
      aria-label="Counsellor"
      value={field.value ?? ''}
      loading={people === null}
      onChange={(value?: string) => field.onChange(name, value ?? '')}
    >
      {(people ?? []).map((person) => (
        <ComboboxOption key={person.id} value={String(person.id)}>
          {person.name}
        </ComboboxOption>
      ))}
    </Combobox>
  );
}

/**
 * The options the filter's tag reads to name the chosen counsellor: an array whose `find` looks in the
 * people as last loaded, so a tag drawn after they arrive names the person, not their number.
 */
function peopleOptions(): { label: string; value: string }[] {
  void loadPeople().catch(() => undefined);
  const options: { label: string; value: string }[] = [];
  Object.defineProperty(options, 'find', {
    value: (predicate: (option: { label: string; value: string }) => boolean) =>
      (knownPeople() ?? [])
        .map((person) => ({ label: person.name, value: String(person.id) }))
        .find(predicate),
  });
  return options;
}

interface Filter {
  name: string;
  [key: string]: unknown;
}

/** 'Admin/CM/pages/ListView/inject-in-filters': Filters → Counsellor by name, on the list of leads. */
export function leadListFilters<Layout>({
  displayedFilters,
  layout,
}: {
  displayedFilters: Filter[];
  layout: Layout;
}) {
  if (!displayedFilters.some((filter) => filter.name === 'leadStatus')) return { displayedFilters, layout };
  return {
    layout,
    displayedFilters: displayedFilters.map((filter) =>
      filter.name === 'counsellor'
        ? {
            ...filter,
            input: CounsellorFilter,
            options: peopleOptions(),
            operators: [
              { label: 'is', value: '$eq' },
              { label: 'is not', value: '$ne' },
            ],
            mainField: { name: 'id', type: 'integer' },
          }
        : filter,
    ),
  };
}
