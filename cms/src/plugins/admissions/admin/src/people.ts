/**
 * The people of admissions by name (GET /admissions/people), for every admin whose role reads leads: one
 * request serves every picker, column and filter of a page, asked again after a minute. Whoever reads it
 * sees names only (services/people.ts on the server says why a route of its own).
 */
import * as React from 'react';
import { getFetchClient } from '@strapi/strapi/admin';
import type { PersonEntry } from '../../server/src/services/people';

export type { PersonEntry };

let shared: { at: number; answer: Promise<PersonEntry[]> } | null = null;
let known: PersonEntry[] | null = null;

/** The people, fetched once a minute at most (a failed answer is asked again next time). */
export function loadPeople(): Promise<PersonEntry[]> {
  if (!shared || Date.now() - shared.at > 60_000) {
    const answer = getFetchClient()
      .get<{ people: PersonEntry[] }>('/admissions/people')
      .then(({ data }) => {
        known = data.people;
        return data.people;
      });
    answer.catch(() => {
      shared = null;
    });
    shared = { at: Date.now(), answer };
  }
  return shared.answer;
}

/** The people as last loaded (null before the first answer): for code that renders outside React's hooks. */
export function knownPeople(): PersonEntry[] | null {
  return known;
}

/** The people, or null while they load (or when they could not be loaded). */
export function usePeople(): PersonEntry[] | null {
  const [people, setPeople] = React.useState<PersonEntry[] | null>(known);
  React.useEffect(() => {
    let live = true;
    loadPeople().then(
      (loaded) => live && setPeople(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return people;
}

/** An account's name, or its number while the names load (or when it is nobody admissions knows). */
export function nameOf(people: PersonEntry[] | null, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return people?.find((person) => person.id === id)?.name ?? null;
}
