#!/usr/bin/env node
/**
 * npm run leads: lists the leads the site keeps itself, oldest first. With no CMS configured (the embedded
 * default) that is every lead; with a CMS, the ones waiting for it (the outbox).
 *
 *   npm run leads              readable, one block a lead
 *   npm run leads -- --json    one JSON object a line, for other tools
 *
 * Reads LEADS_DIR (.leads by default), the folder `npm start` keeps them in. In the production stack they
 * wait in Redis instead (keys site:leads:*), and the CMS's admin is where leads are read.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readEnvironment } from '../lib/env/server.mjs';

const { leadsDir } = readEnvironment(process.env);

/**
 * What a visitor typed is printed with its control, direction and invisible characters shown as \uXXXX (valid in the JSON lines too): a
 * lead kept before the site removed them must not drive the operator's terminal (ESC and CSI start its
 * escapes) or reorder what it shows.
 */
const UNPRINTABLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u206f\ufeff]/g;
const print = (line) =>
  console.log(
    line.replace(UNPRINTABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
const dir = path.resolve(leadsDir);

let names;
try {
  names = readdirSync(dir).filter((name) => /^[0-9a-f-]{36}\.json$/.test(name));
} catch {
  console.log(`No leads: ${dir} does not exist yet.`);
  process.exit(0);
}

const leads = names
  .map((name) => {
    const lead = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    let emailStatus = 'unknown';
    try {
      emailStatus = readFileSync(path.join(dir, `${lead.submissionId}.email`), 'utf8');
    } catch {
      // not reported
    }
    return { ...lead, emailStatus };
  })
  .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));

if (process.argv.includes('--json')) {
  for (const { cv, ...lead } of leads) {
    print(JSON.stringify(cv ? { ...lead, cv: { name: cv.name, type: cv.type, size: cv.size } } : lead));
  }
  process.exit(0);
}

console.log(`${leads.length} lead${leads.length === 1 ? '' : 's'} in ${dir}\n`);
for (const lead of leads) {
  print(`${lead.receivedAt}  ${lead.form}  from ${lead.page}  (e-mail: ${lead.emailStatus})`);
  for (const [field, value] of Object.entries(lead.values)) {
    if (value !== '') print(`  ${field}: ${String(value).replace(/\n/g, '\n    ')}`);
  }
  if (lead.cv) print(`  resume: ${lead.cv.name} (${Math.ceil(lead.cv.size / 1024)} KB)`);
  console.log('');
}
