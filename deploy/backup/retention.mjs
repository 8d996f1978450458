/**
 * Archive names and which archives to keep: the newest of each of the last BACKUP_KEEP_DAILY days,
 * BACKUP_KEEP_WEEKLY weeks and BACKUP_KEEP_MONTHLY months (7, 4 and 12), and always the newest of all.
 * Days, weeks (ISO, Monday first) and months are UTC, as the archives' names are. Pure: the caller lists
 * the folder and deletes.
 */

/** @typedef {{ daily: number, weekly: number, monthly: number }} Keep */

const NAME = /^cms-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-(\d+))?\.backup$/;

/** @param {number} value */
const pad = (value, length = 2) => String(value).padStart(length, '0');

/**
 * `cms-20261128T020000Z.backup`, or `…-2.backup` for a second archive in the same second.
 * @param {Date} date
 */
export function archiveName(date, sequence = 1) {
  const stamp =
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
  return `cms-${stamp}${sequence > 1 ? `-${sequence}` : ''}.backup`;
}

/**
 * When an archive of that name was taken, or null for any other file.
 * @param {string} name
 * @returns {{ time: number, sequence: number } | null}
 */
export function archiveTime(name) {
  const match = NAME.exec(name);
  if (!match) return null;
  const [year, month, day, hour, minute, second, sequence] = match.slice(1).map((part) => Number(part ?? 0));
  return {
    time: Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second),
    sequence: sequence || 1,
  };
}

/** @param {number} time */
function isoWeek(time) {
  const day = new Date(time);
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  // The week's Thursday decides its year.
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const week = Math.ceil(((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${pad(week)}`;
}

/** @type {[keyof Keep, (time: number) => string][]} */
const PERIODS = [
  ['daily', (time) => new Date(time).toISOString().slice(0, 10)],
  ['weekly', isoWeek],
  ['monthly', (time) => new Date(time).toISOString().slice(0, 7)],
];

/**
 * The archives to keep among `names` (files that are not archives are neither kept nor deleted: they are
 * left out of both answers).
 * @param {string[]} names
 * @param {Keep} keep
 * @returns {{ keep: string[], remove: string[] }}
 */
export function retentionPlan(names, keep) {
  const archives = names
    .flatMap((name) => {
      const taken = archiveTime(name);
      return taken ? [{ name, ...taken }] : [];
    })
    .sort((a, b) => b.time - a.time || b.sequence - a.sequence);
  const kept = new Set(archives.slice(0, 1).map((archive) => archive.name));
  for (const [period, key] of PERIODS) {
    const seen = new Set();
    for (const archive of archives) {
      const bucket = key(archive.time);
      if (seen.has(bucket)) continue;
      if (seen.size >= keep[period]) break;
      seen.add(bucket);
      kept.add(archive.name);
    }
  }
  return {
    keep: archives.filter((archive) => kept.has(archive.name)).map((archive) => archive.name),
    remove: archives.filter((archive) => !kept.has(archive.name)).map((archive) => archive.name),
  };
}

/**
 * BACKUP_KEEP_DAILY, _WEEKLY, _MONTHLY: whole numbers, 0 or more.
 * @param {Record<string, string | undefined>} env
 * @returns {Keep}
 */
export function keepFromEnv(env = process.env) {
  /** @param {string} name @param {number} fallback */
  const read = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${name} must be a whole number, 0 or more (got "${raw}").`);
    return value;
  };
  return {
    daily: read('BACKUP_KEEP_DAILY', 7),
    weekly: read('BACKUP_KEEP_WEEKLY', 4),
    monthly: read('BACKUP_KEEP_MONTHLY', 12),
  };
}

/**
 * The next time the nightly backup runs: `at` ("HH:MM", the server's local time, as the CMS's own nightly
 * tasks) today if it is still ahead, else tomorrow.
 * @param {Date} now
 * @param {string} at
 */
export function nextRunAt(now, at) {
  const match = /^(\d{1,2}):(\d{2})$/.exec(at);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59)
    throw new Error(`BACKUP_AT must be a time of day as HH:MM (got "${at}").`);
  const next = new Date(now);
  next.setHours(Number(match[1]), Number(match[2]), 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}
