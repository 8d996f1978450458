/**
 * The lead's Counsellor and the assignment rule's Counsellors, by name, for every role that reads leads: in
 * place of the content manager's relation picker, which shows an admin user's fields only to roles that may
 * read admin users (a counsellor saw ids). The names come from GET /admissions/people; what is chosen is
 * written into the form as the relation picker writes it (connect and disconnect), so the save goes through
 * the content manager with the signed-in admin's own permissions: a role that may not change the field sees
 * the name, read-only.
 */
import * as React from 'react';
import { Checkbox, Field, Flex, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { useFetchClient, useField, useForm } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';
import { usePeople, type PersonEntry } from '../people';

/** What the edit view gives an input of its own (the content manager's InputRenderer). */
export interface InputProps {
  name: string;
  label: string;
  hint?: React.ReactNode;
  disabled?: boolean;
  required?: boolean;
  attribute?: { relation?: string };
}

interface RelationItem {
  id: number;
  apiData: { id: number };
}
interface RelationValue {
  connect?: RelationItem[];
  disconnect?: RelationItem[];
}

const item = (id: number): RelationItem => ({ id, apiData: { id } });

/** The relation's ids as stored: the content manager's own relations endpoint, under the admin's permissions. */
function useSavedIds(name: string): number[] | null {
  const { slug, id } = useParams();
  const { get } = useFetchClient();
  // The form's initial values are made again after a save: the stored ids are read again then.
  const initial = useForm('PeopleInput', (state) => (state.initialValues as Record<string, unknown>)[name]);
  const stored = Boolean(slug && id && id !== 'create');
  const [saved, setSaved] = React.useState<number[] | null>(null);
  React.useEffect(() => {
    if (!stored) return;
    let live = true;
    get<{ results: { id: number }[] }>(`/content-manager/relations/${slug}/${id}/${name}`, {
      params: { pageSize: 100 },
    }).then(
      ({ data }) => live && setSaved(data.results.map((result) => result.id)),
      () => live && setSaved([]),
    );
    return () => {
      live = false;
    };
  }, [get, stored, slug, id, name, initial]);
  // A new entry has nothing stored.
  return stored ? saved : [];
}

/** The ids chosen now: the stored ones, less those taken off, plus those added in the form. */
export function chosenIds(saved: number[], value: RelationValue | undefined): number[] {
  const off = new Set((value?.disconnect ?? []).map((relation) => relation.id));
  const on = (value?.connect ?? []).map((relation) => relation.id);
  return [...new Set([...saved.filter((id) => !off.has(id)), ...on])];
}

/** The form's value that turns `saved` into `wanted`. */
export function relationChange(saved: number[], wanted: number[]): Required<RelationValue> {
  return {
    connect: wanted.filter((id) => !saved.includes(id)).map(item),
    disconnect: saved.filter((id) => !wanted.includes(id)).map(item),
  };
}

function named(people: PersonEntry[] | null, id: number): string {
  return people?.find((person) => person.id === id)?.name ?? `Account ${id}`;
}

/** The choice of no counsellor (an account's value is its number). */
const NOBODY = 'nobody';
/** No counsellor, as the lead's page says it, to a role that may change it and to one that may not. */
const NOBODY_LABEL = 'Nobody (alerts go to admissions)';

export function PeopleInput({ name, label, hint, disabled, required, attribute }: InputProps) {
  const field = useField<RelationValue>(name);
  const people = usePeople();
  const saved = useSavedIds(name);
  const many = /ToMany$/.test(attribute?.relation ?? '');
  const chosen = saved === null ? [] : chosenIds(saved, field.value);
  const loading = saved === null || people === null;
  // Those who take leads, and whoever is chosen already (an account blocked since, say).
  const offered = (people ?? []).filter((person) => person.takesLeads || chosen.includes(person.id));
  const change = (wanted: number[]) => saved && field.onChange(name, relationChange(saved, wanted));

  if (disabled) {
    return (
      <Field.Root name={name} hint={hint}>
        <Field.Label>{label}</Field.Label>
        <Typography tag="p" textColor="neutral800" paddingTop={2}>
          {loading
            ? '…'
            : chosen.length === 0
              ? NOBODY_LABEL
              : chosen.map((id) => named(people, id)).join(', ')}
        </Typography>
        <Field.Hint />
      </Field.Root>
    );
  }
  if (many) {
    return (
      <Field.Root name={name} hint={hint} required={required}>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>
            <Typography variant="pi" fontWeight="bold" textColor="neutral800">
              {label}
            </Typography>
          </legend>
          <Flex direction="column" alignItems="flex-start" gap={2} paddingTop={2}>
            {loading ? <Typography variant="pi">Loading the team…</Typography> : null}
            {offered.map((person) => (
              <Checkbox
                key={person.id}
                checked={chosen.includes(person.id)}
                onCheckedChange={(checked: boolean | 'indeterminate') =>
                  change(checked === true ? [...chosen, person.id] : chosen.filter((id) => id !== person.id))
                }
              >
                {person.takesLeads ? person.name : `${person.name} (cannot take leads)`}
              </Checkbox>
            ))}
          </Flex>
        </fieldset>
        <Field.Hint />
      </Field.Root>
    );
  }
  const current = chosen[0];
  return (
    <Field.Root name={name} hint={hint} required={required}>
      <Field.Label>{label}</Field.Label>
      <SingleSelect
        // Nobody has a value of its own: an empty one showed the placeholder and the option's label together.
        value={loading ? undefined : String(current ?? NOBODY)}
        placeholder={loading ? 'Loading the team…' : 'Nobody'}
        disabled={loading}
        onChange={(value: string | number) => change(value === NOBODY ? [] : [Number(value)])}
      >
        <SingleSelectOption value={NOBODY}>{NOBODY_LABEL}</SingleSelectOption>
        {offered.map((person) => (
          <SingleSelectOption key={person.id} value={String(person.id)}>
            {person.takesLeads ? person.name : `${person.name} (cannot take leads)`}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Hint />
    </Field.Root>
  );
}
