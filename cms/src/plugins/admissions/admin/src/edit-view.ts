/**
 * Admissions' inputs in the content manager's edit view ('Admin/CM/pages/EditView/mutate-edit-view-layout'):
 * a lead's Counsellor and a rule's Counsellors by name (components/PeopleInput.tsx), a rule's Forms as boxes
 * to tick (components/FormsInput.tsx). The hook sees the layout only, so a field is known by its name and
 * its type: a relation to admin users named counsellor(s), a JSON field named forms.
 */
export const PEOPLE_INPUT = 'admissions-people';
export const FORMS_INPUT = 'admissions-forms';

interface EditField {
  name: string;
  type: string;
  attribute?: { type?: string; target?: string };
  [key: string]: unknown;
}

interface EditLayout {
  layout: EditField[][][];
  [key: string]: unknown;
}

function inputFor(field: EditField): EditField {
  const { attribute } = field;
  if (
    attribute?.type === 'relation' &&
    attribute.target === 'admin::user' &&
    (field.name === 'counsellor' || field.name === 'counsellors')
  ) {
    return { ...field, type: PEOPLE_INPUT };
  }
  if (attribute?.type === 'json' && field.name === 'forms') return { ...field, type: FORMS_INPUT };
  return field;
}

export function admissionsInputs<Query>({ layout, query }: { layout: EditLayout; query: Query }) {
  return {
    query,
    layout: {
      ...layout,
      layout: layout.layout.map((panel) => panel.map((row) => row.map(inputFor))),
    },
  };
}
