/**
 * The assignment rule's Forms: a box to tick for each kind of lead (lib/shared/leads.mjs), stored as the JSON
 * list the rule's field holds (the server keeps it to these kinds: server/src/rule-documents.ts).
 */
import * as React from 'react';
import { Checkbox, Field, Flex, Typography } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { LEAD_KINDS } from '@codebridge/shared/leads.mjs';
import type { InputProps } from './PeopleInput';

/** The kinds ticked in a stored value (anything else in it is left out). */
export function tickedForms(value: unknown): string[] {
  const listed = Array.isArray(value) ? value.map(String) : [];
  return LEAD_KINDS.filter((kind) => listed.includes(kind));
}

export function FormsInput({ name, label, hint, disabled }: InputProps) {
  const field = useField<unknown>(name);
  const ticked = tickedForms(field.value);
  return (
    <Field.Root name={name} hint={hint}>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend>
          <Typography variant="pi" fontWeight="bold" textColor="neutral800">
            {label}
          </Typography>
        </legend>
        <Flex gap={4} wrap="wrap" paddingTop={2}>
          {LEAD_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              disabled={disabled}
              checked={ticked.includes(kind)}
              onCheckedChange={(checked: boolean | 'indeterminate') =>
                field.onChange(
                  name,
                  LEAD_KINDS.filter((other) => (other === kind ? checked === true : ticked.includes(other))),
                )
              }
            >
              {kind}
            </Checkbox>
          ))}
        </Flex>
      </fieldset>
      <Field.Hint />
    </Field.Root>
  );
}
