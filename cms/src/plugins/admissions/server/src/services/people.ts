/**
 * The people of admissions by name, for every admin whose role reads leads (GET /admissions/people): the lead's
 * Counsellor field and the reassign list, the list's column and its filter, the assignment rule's counsellors.
 *
 * Why a route of its own: a counsellor's role reads and updates leads and nothing else, so the admin's own
 * user endpoints (and the relation picker, which shows an admin user's fields only to roles that may read
 * admin users) show counsellors to them as ids. Giving the Admissions role a read of admin users would show
 * every account's e-mail, roles and status, and settings pages besides. This answer is read-only and holds an
 * id, a name and whether the person takes leads, of the people who work leads (an administrator, or a role
 * that reads leads) and of anyone a rule or a lead names: nothing a counsellor could change, sign in with or
 * reach otherwise. Choosing someone still goes through the content manager, under the caller's own
 * permissions on the lead's Counsellor field.
 */
import { LEAD_UID } from '../../../common/leads';
import { personName } from '../../../common/people';
import { RULE_UID } from '../lib/assignment';
import { isActiveAccount, leadWorkingRoleIds } from '../lib/counsellors';
import { USER_FIELDS, type AdminUser, type Strapi } from '../lib/types';

/** One person as the admin's pickers, filters and columns show them. */
export interface PersonEntry {
  id: number;
  /** 'Asha Patil', or 'Asha Patil (7)' when two accounts share the name. */
  name: string;
  /** Active, not blocked, and in a role that works leads: offered when a lead is (re)assigned. */
  takesLeads: boolean;
}

/** The entries of these accounts, by name; `working`: the ids whose role works leads. */
export function peopleEntries(users: AdminUser[], working: Set<number>): PersonEntry[] {
  const named = users.map((user) => ({ user, name: personName(user) || `Account ${user.id}` }));
  const counts = new Map<string, number>();
  for (const { name } of named) counts.set(name, (counts.get(name) ?? 0) + 1);
  return named
    .map(({ user, name }) => ({
      id: user.id,
      name: (counts.get(name) ?? 0) > 1 ? `${name} (${user.id})` : name,
      takesLeads: isActiveAccount(user) && working.has(user.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** The ids of the admin users some lead names as its counsellor (its relation's join table). */
async function leadCounsellorIds(strapi: Strapi): Promise<number[]> {
  const counsellor = strapi.db.metadata.get(LEAD_UID).attributes.counsellor as {
    joinTable?: { name: string; inverseJoinColumn: { name: string } };
  };
  if (!counsellor.joinTable) return [];
  const column = counsellor.joinTable.inverseJoinColumn.name;
  const rows: Record<string, number>[] = await strapi.db
    .connection(counsellor.joinTable.name)
    .distinct(column);
  return rows.map((row) => Number(row[column])).filter(Number.isFinite);
}

/** Everyone who works leads or is named by a rule or a lead, by name. */
export async function people(strapi: Strapi): Promise<PersonEntry[]> {
  const roleIds = await leadWorkingRoleIds(strapi);
  const workers: AdminUser[] = roleIds.length
    ? await strapi.db.query('admin::user').findMany({
        where: { roles: { id: { $in: roleIds } } },
        select: USER_FIELDS,
      })
    : [];
  const rules: { counsellors?: { id: number }[] }[] = await strapi.db.query(RULE_UID as never).findMany({
    select: ['id'],
    populate: { counsellors: { select: ['id'] } },
  });
  const named = new Set([
    ...rules.flatMap((rule) => (rule.counsellors ?? []).map((user) => user.id)),
    ...(await leadCounsellorIds(strapi)),
  ]);
  const working = new Set(workers.map((user) => user.id));
  const others = [...named].filter((id) => !working.has(id));
  const more: AdminUser[] = others.length
    ? await strapi.db.query('admin::user').findMany({ where: { id: { $in: others } }, select: USER_FIELDS })
    : [];
  return peopleEntries([...workers, ...more], working);
}

const peopleService = ({ strapi }: { strapi: Strapi }) => ({
  list: () => people(strapi),
});

export default peopleService;
