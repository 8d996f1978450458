/**
 * How admissions names an admin user (a counsellor, the author of a history entry) everywhere it shows one:
 * the e-mails, the history, the export, the admin's list, pickers and filters. One rule, on the server and
 * in the admin.
 */
export interface NamedUser {
  id?: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

/** 'Asha Patil'; an account without a name by its username, else its e-mail; '' for nobody. */
export function personName(user: NamedUser | null | undefined): string {
  if (!user) return '';
  const name = [user.firstname, user.lastname]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || String(user.username ?? '').trim() || String(user.email ?? '').trim();
}

/** 'Asha P.': a name short enough for a column of the list. */
export function shortName(name: string): string {
  // Two accounts of one name are told apart by the id after it ('Asha Patil (7)'): shortened, it stays.
  const [, person = name, account = ''] = /^(.*?)(\s\(\d+\))?$/.exec(name.trim()) ?? [];
  const parts = person.trim().split(/\s+/);
  if (parts.length < 2 || person.includes('@')) return `${person.trim()}${account}`;
  const last = parts.pop() ?? '';
  return `${parts.join(' ')} ${last.slice(0, 1)}.${account}`;
}
