import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Database } from '@strapi/database';
import lead from '../src/api/lead/content-types/lead/schema.json';

const SCALARS = new Set(['string', 'text', 'enumeration', 'integer', 'datetime', 'date', 'boolean']);

/** A content type's schema.json, as far as the tables are concerned. */
export interface Schema {
  collectionName: string;
  info: { singularName: string };
  attributes: Record<string, { type: string }>;
  indexes?: object[];
}

/**
 * Strapi's own database layer (@strapi/database: its queries, its transactions and their commit and rollback
 * callbacks) over SQLite, in a file of the test's own in the system's temporary folder, with the lead's
 * table as its schema makes it (the plain fields and its indexes; no relations or media), and the tables of
 * any other content types a test asks for. Strapi's query engine reads the global `strapi.db`, as it does in
 * the CMS.
 */
export async function leadDatabase({
  also = [],
}: {
  /** Other content types' schemas to make tables for (their plain fields and indexes), by UID. */
  also?: { uid: string; schema: Schema }[];
} = {}): Promise<Database> {
  const filename = path.join(mkdtempSync(path.join(os.tmpdir(), 'cms-test-')), 'leads.db');
  const db = new Database({
    connection: { client: 'sqlite', connection: { filename }, useNullAsDefault: true },
    settings: { migrations: { dir: '/nonexistent' }, runMigrations: false },
    logger: { info() {}, warn() {}, error() {}, debug() {} },
  } as unknown as ConstructorParameters<typeof Database>[0]);
  (globalThis as { strapi?: unknown }).strapi = { db };
  const model = (uid: string, schema: Schema) => ({
    uid,
    singularName: schema.info.singularName,
    tableName: schema.collectionName,
    attributes: {
      id: { type: 'increments' },
      documentId: { type: 'string' },
      ...Object.fromEntries(
        Object.entries(schema.attributes).filter(([, attribute]) => SCALARS.has(attribute.type)),
      ),
    },
    ...(schema.indexes ? { indexes: schema.indexes } : {}),
  });
  await db.init({
    models: [
      model('api::lead.lead', lead as Schema),
      ...also.map(({ uid, schema }) => model(uid, schema)),
    ] as never,
  });
  await db.schema.sync();
  return db;
}
