/**
 * CVs stored before encryption (plain PDF and Word files, named after the applicant's file) are sealed once
 * with CV_ENCRYPTION_KEY and given a random name, as every new CV is (the admissions plugin's
 * `services/cvs.ts`): each file's sealed copy is written beside it and its row points to the copy, in this
 * migration's transaction. The plain files are deleted by the next migration, which runs only once this one
 * has committed, so a failure here leaves every row pointing to a file that exists. Files already sealed are
 * left alone; a row whose file is missing is counted and left (the hourly sweep and the backup report those).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { isSealed, sealCv, sealedFileName } from '../../src/plugins/admissions/server/src/lib/cv-crypto';
import {
  cvKey,
  diskName,
  PRIVATE_URL,
  privateDir,
} from '../../src/plugins/admissions/server/src/services/cvs';

export async function sealCvFiles(
  knex: Knex,
  { dir, key }: { dir: string; key: Buffer },
): Promise<{ sealed: number; missing: number }> {
  const counts = { sealed: 0, missing: 0 };
  if (!(await knex.schema.hasTable('files'))) return counts;
  const rows: { id: number; url: string }[] = await knex('files')
    .select('id', 'url')
    .where('url', 'like', '/private-uploads/%')
    .orWhere('url', 'like', `${PRIVATE_URL}/%`)
    .orderBy('id');
  for (const row of rows) {
    const name = diskName(row.url);
    if (!name) continue;
    const plain = await fs.promises.readFile(path.join(dir, name)).catch(() => null);
    if (!plain) {
      counts.missing += 1;
      continue;
    }
    if (isSealed(plain)) continue;
    const sealedName = sealedFileName();
    const target = path.join(dir, sealedName);
    const handle = await fs.promises.open(target, 'wx', 0o600);
    try {
      await handle.writeFile(sealCv(plain, key, sealedName));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await knex('files')
      .where({ id: row.id })
      .update({ url: `${PRIVATE_URL}/${sealedName}` });
    counts.sealed += 1;
  }
  return counts;
}

export async function up(knex: Knex) {
  const strapi = (globalThis as { strapi?: Core.Strapi }).strapi!;
  const { sealed, missing } = await sealCvFiles(knex, { dir: privateDir(strapi), key: cvKey(strapi) });
  if (sealed > 0 || missing > 0) {
    strapi.log.info(
      `CVs encrypted at rest: ${sealed} stored CVs sealed, ${missing} rows without their file.`,
    );
  }
}

export async function down() {
  // Nothing goes back to plain text.
}
