/**
 * "My leads" on the list of leads: the signed-in admin's own leads (the list filtered by its Counsellor,
 * which every role that reads leads may filter by), and back to all of them. A link: the view has an address
 * a counsellor can bookmark.
 */
import * as React from 'react';
import { LinkButton } from '@strapi/design-system';
import { useAuth } from '@strapi/strapi/admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { LEAD_UID } from '../../../common/leads';

/** The list's query showing one counsellor's leads, keeping its sort and page size. */
export function myLeadsSearch(search: string, userId: number): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const key of ['sort', 'pageSize']) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  next.set('page', '1');
  next.set('filters[$and][0][counsellor][id][$eq]', String(userId));
  return `?${next.toString()}`;
}

/** Whether the list shows exactly one counsellor's leads: the My leads view. */
export function isMyLeads(search: string, userId: number): boolean {
  const filters = [...new URLSearchParams(search)].filter(([key]) => key.startsWith('filters'));
  return (
    filters.length === 1 &&
    filters[0]?.[0] === 'filters[$and][0][counsellor][id][$eq]' &&
    filters[0]?.[1] === String(userId)
  );
}

export function MyLeadsButton() {
  const { slug } = useParams();
  const { search } = useLocation();
  const user = useAuth('MyLeadsButton', (state) => state.user);
  if (slug !== LEAD_UID || !user) return null;
  const id = Number(user.id);
  const mine = isMyLeads(search, id);
  return (
    <LinkButton
      tag={Link}
      variant={mine ? 'secondary' : 'tertiary'}
      to={{ search: mine ? '?page=1' : myLeadsSearch(search, id) }}
    >
      {mine ? 'All leads' : 'My leads'}
    </LinkButton>
  );
}
