/**
 * Who may be a counsellor: an admin account that is active, not blocked, and in a role that reads leads (the
 * Admissions role, the Admissions head, HR for job applications, a Super Admin). A counsellor is e-mailed
 * their leads' names, phones and histories, so routing, repeats, alerts and acknowledgements take only
 * these, and a lead or an assignment rule that names anyone else (an Editor, say) is refused when it is
 * saved, in the admin and over the API alike.
 */
import { errors } from '@strapi/utils';
import { relationRefs } from '../../../../../documents';
import { READ_LEADS } from '../../../common/leads';
import type { AdminUser, Strapi } from './types';

const SUPER_ADMIN = 'strapi-super-admin';

/** The ids of the roles whose members work leads: those given the read of leads, and the Super Admins'. */
export async function leadWorkingRoleIds(strapi: Strapi): Promise<number[]> {
  const permissions: { role?: { id: number } | null }[] = await strapi.db
    .query('admin::permission')
    .findMany({
      where: { action: READ_LEADS.action, subject: READ_LEADS.subject },
      populate: { role: { select: ['id'] } },
    });
  const superAdmins: { id: number }[] = await strapi.db
    .query('admin::role')
    .findMany({ where: { code: SUPER_ADMIN }, select: ['id'] });
  return [
    ...new Set([
      ...permissions.flatMap((permission) => (permission.role ? [permission.role.id] : [])),
      ...superAdmins.map((role) => role.id),
    ]),
  ];
}

/** Active and not blocked: the part of being able to take leads that the account itself says. */
export const isActiveAccount = (user: AdminUser | null | undefined): user is AdminUser =>
  Boolean(user && user.isActive !== false && !user.blocked);

/** Of these accounts, the ids of those in a role that works leads (one query whatever their number). */
export async function leadWorkerIds(strapi: Strapi, ids: number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const roles = await leadWorkingRoleIds(strapi);
  if (roles.length === 0) return new Set();
  const rows: { id: number }[] = await strapi.db.query('admin::user').findMany({
    where: { id: { $in: wanted }, roles: { id: { $in: roles } } },
    select: ['id'],
  });
  return new Set(rows.map((row) => row.id));
}

/** Of these accounts, those who can take leads now, in the order given. */
export async function counsellorsAmong<T extends AdminUser>(strapi: Strapi, users: T[]): Promise<T[]> {
  const active = users.filter(isActiveAccount);
  const workers = await leadWorkerIds(
    strapi,
    active.map((user) => user.id),
  );
  return active.filter((user) => workers.has(user.id));
}

/** The account, when it can take leads now; else null. */
export async function asCounsellor<T extends AdminUser>(
  strapi: Strapi,
  user: T | null | undefined,
): Promise<T | null> {
  return user ? ((await counsellorsAmong(strapi, [user]))[0] ?? null) : null;
}

/**
 * Refuses (400, under the field's label) a value of a counsellor field that names an account that cannot
 * take leads: one unknown, inactive or blocked, or in a role that does not read leads.
 */
export async function refuseNonCounsellors(strapi: Strapi, value: unknown, label: string): Promise<void> {
  const refs = relationRefs(value);
  if (refs.length === 0) return;
  const ids = refs.flatMap((ref) => ('id' in ref ? [ref.id] : []));
  const documentIds = refs.flatMap((ref) => ('documentId' in ref ? [ref.documentId] : []));
  const named: AdminUser[] = await strapi.db.query('admin::user').findMany({
    where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] },
    select: ['id', 'isActive', 'blocked'],
  });
  // Every account the value could name is checked (Strapi reads '7' as an id, 'abc' as a document id).
  const able = new Set((await counsellorsAmong(strapi, named)).map((user) => user.id));
  if (named.length === 0 || named.some((user) => !able.has(user.id))) {
    throw new errors.ValidationError(
      `${label}: only an active account in a role that works leads (Admissions, Admissions head) can take leads.`,
    );
  }
}
