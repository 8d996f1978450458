#!/usr/bin/env node
/**
 * npm run leads: lists the leads the site keeps itself, oldest first. With no CMS configured (the embedded
 * default) that is every lead; with a CMS, the ones waiting for it (the outbox) and the dead letters, leads
 * the CMS kept refusing, which are no longer tried and stay here until the retention period ends.
 *
 *   npm run leads                  readable, one block a lead, dead letters first
 *   npm run leads -- --json        one JSON object a line, for other tools
 *   npm run leads -- --retry ID    tries a dead letter again (after the cause was fixed: the CMS's token, its schema)
 *
 * Reads LEADS_DIR (.leads by default), the folder `npm start` keeps them in, or, with LEADS_REDIS_URL, the
 * production stack's leads Redis.
 */
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEnvironment } from '../lib/env/server.mjs';

const { leadsDir, leadsRedisUrl } = readEnvironment(process.env);
const PREFIX = 'site:leads:';

/**
 * What a visitor typed is printed with its control, direction and invisible characters shown as \uXXXX (valid in the JSON lines too): a
 * lead kept before the site removed them must not drive the operator's terminal (ESC and CSI start its
 * escapes) or reorder what it shows.
 */
const UNPRINTABLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u206f\ufeff]/g;
const printLine = (line) =>
  console.log(
    line.replace(UNPRINTABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );

/** Leads from the folder. */
function fromFolder() {
  const dir = path.resolve(leadsDir);
  let names;
  try {
    // A browser's submission id (a UUID) or a channel's (`meta:…`, `google:…`, `{listing site}:…`).
    names = readdirSync(dir).filter((name) =>
      /^(?:[0-9a-f-]{36}|[a-z0-9][a-z0-9-]{0,31}:(?:~[0-9a-f]{40}|[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}))\.json$/.test(
        name,
      ),
    );
  } catch {
    return { where: dir, leads: [], save: null };
  }
  const leads = names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  const save = async (lead) => {
    const file = path.join(dir, `${lead.submissionId}.json`);
    // The site's store writes the same way: whole, then renamed into place.
    writeFileSync(`${file}.retry`, JSON.stringify(lead), { mode: 0o600 });
    renameSync(`${file}.retry`, file);
  };
  return { where: dir, leads, save };
}

/** The same from the stack's leads Redis. */
async function fromRedis() {
  const { createClient } = await import('redis');
  const client = createClient({ url: leadsRedisUrl });
  await client.connect();
  const ids = [
    ...(await client.zRange(`${PREFIX}queue`, 0, -1)),
    ...(await client.zRange(`${PREFIX}dead`, 0, -1)),
  ];
  const leads = [];
  for (const id of ids) {
    const value = await client.get(`${PREFIX}lead:${id}`);
    if (value) leads.push(JSON.parse(value));
  }
  const save = async (lead) => {
    await client
      .multi()
      .set(`${PREFIX}lead:${lead.submissionId}`, JSON.stringify(lead))
      .zAdd(`${PREFIX}queue`, { score: lead.nextAttemptAt, value: lead.submissionId })
      .zRem(`${PREFIX}dead`, lead.submissionId)
      .exec();
  };
  return { where: leadsRedisUrl.replace(/\/\/[^@]*@/, '//'), leads, save, close: () => client.quit() };
}

const source = leadsRedisUrl ? await fromRedis() : fromFolder();
const leads = source.leads.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
const done = async (code = 0) => {
  await source.close?.();
  process.exit(code);
};

const retry = process.argv.indexOf('--retry');
if (retry !== -1) {
  const id = process.argv[retry + 1];
  const lead = leads.find((entry) => entry.submissionId === id && entry.deadLetter);
  if (!lead || !source.save) {
    console.error(`No dead letter ${id ?? '(no id given)'} in ${source.where}.`);
    await done(1);
  }
  const again = { ...lead, refusals: 0, nextAttemptAt: 0 };
  delete again.deadLetter;
  await source.save(again);
  console.log(`Lead ${id} will be tried again by the site's next delivery round.`);
  await done();
}

if (process.argv.includes('--json')) {
  for (const { cv, ...lead } of leads) {
    printLine(JSON.stringify(cv ? { ...lead, cv: { name: cv.name, type: cv.type, size: cv.size } } : lead));
  }
  await done();
}

const dead = leads.filter((lead) => lead.deadLetter);
const waiting = leads.filter((lead) => !lead.deadLetter);
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
console.log(`${plural(leads.length, 'lead')} in ${source.where}\n`);

function printLead(lead) {
  if (lead.channel) {
    const { channel, publisher, isTest, awaitingAnswers } = lead.channel;
    printLine(
      `${lead.receivedAt}  ${channel}${publisher ? ` (${publisher})` : ''}${isTest ? '  TEST' : ''}${
        awaitingAnswers ? '  (answers not read yet)' : ''
      }`,
    );
  } else {
    printLine(`${lead.receivedAt}  ${lead.form}  from ${lead.page}`);
  }
  console.log(`  submission: ${lead.submissionId}`);
  if (lead.deadLetter) printLine(`  dead letter since ${lead.deadLetter.at}: ${lead.deadLetter.reason}`);
  for (const [field, value] of Object.entries(lead.values)) {
    if (value !== '') printLine(`  ${field}: ${String(value).replace(/\n/g, '\n    ')}`);
  }
  for (const line of lead.channel?.details ?? []) printLine(`  ${line.replace(/\n/g, '\n    ')}`);
  if (lead.cv) printLine(`  resume: ${lead.cv.name} (${Math.ceil(lead.cv.size / 1024)} KB)`);
  console.log('');
}

if (dead.length > 0) {
  console.log(
    `Dead letters (${dead.length}): the CMS kept refusing these (or, for a channel's lead, the channel its answers are read from: graph-… is Meta's Graph API); they are no longer tried. Enter them by hand, or fix the cause (the token, the schema) and run npm run leads -- --retry ID.\n`,
  );
  dead.forEach(printLead);
  if (waiting.length > 0) console.log(`Waiting (${waiting.length}):\n`);
}
waiting.forEach(printLead);
await done();
