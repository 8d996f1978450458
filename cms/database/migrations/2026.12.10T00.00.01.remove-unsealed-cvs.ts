/**
 * Once the stored CVs are sealed (the migration before this one, committed), the plain files they were
 * sealed from are deleted: every file in the private folder that is not sealed and that no row names. A CV
 * on disk is then never readable without CV_ENCRYPTION_KEY.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { isSealed, SEALED_HEADER_BYTES } from '../../src/plugins/admissions/server/src/lib/cv-crypto';
import { addressesOf, privateDir } from '../../src/plugins/admissions/server/src/services/cvs';

export async function removeUnsealedCvFiles(knex: Knex, dir: string): Promise<number> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const hasFiles = await knex.schema.hasTable('files');
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const handle = await fs.promises.open(file, 'r').catch(() => null);
    if (!handle) continue;
    let head: Buffer;
    try {
      const buffer = Buffer.alloc(SEALED_HEADER_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
    if (isSealed(head)) continue;
    if (hasFiles && (await knex('files').whereIn('url', addressesOf(name)).first('id'))) continue;
    await fs.promises.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

export async function up(knex: Knex) {
  const strapi = (globalThis as { strapi?: Core.Strapi }).strapi!;
  const removed = await removeUnsealedCvFiles(knex, privateDir(strapi));
  if (removed > 0) strapi.log.info(`CVs encrypted at rest: ${removed} plain CV files deleted.`);
}

export async function down() {
  // Deleted plain files do not come back.
}
