import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Database } from '@strapi/database';
import lead from '../src/api/lead/content-types/lead/schema.json';

const SCALARS = new Set(['string', 'text', 'enumeration', 'integer', 'datetime', 'date', 'boolean']);

/**
 * Strapi's own database layer (@strapi/database: its queries, its transactions and their commit and rollback
 * callbacks) over SQLite, in a file of the test's own in the system's temporary folder, with the lead's
 * table as its schema makes it (the plain fields; no relations or media). Strapi's query engine reads the
 * global `strapi.db`, as it does in the CMS.
 */
export async function leadDatabase(): Promise<Database> {
  return schemaDatabase([{ uid: 'api::lead.lead', schema: lead }]);
}

interface Schema {
  collectionName: string;
  info: { singularName: string };
  attributes: Record<string, { type: string }>;
  indexes?: unknown[];
}

/**
 * The same, with the tables of any content types' schemas (their plain fields; with `timestamps`, Strapi's
 * createdAt, updatedAt and publishedAt too).
 */
export async function schemaDatabase(
  contentTypes: { uid: string; schema: Schema; timestamps?: boolean }[],
): Promise<Database> {
  const filename = path.join(mkdtempSync(path.join(os.tmpdir(), 'cms-test-')), 'cms.db');
  const db = new Database({
    connection: { client: 'sqlite', connection: { filename }, useNullAsDefault: true },
    settings: { migrations: { dir: '/nonexistent' }, runMigrations: false },
    logger: { info() {}, warn() {}, error() {}, debug() {} },
  } as unknown as ConstructorParameters<typeof Database>[0]);
  (globalThis as { strapi?: unknown }).strapi = { db };
  const timestamps = {
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    publishedAt: { type: 'datetime' },
  };
  await db.init({
    models: contentTypes.map(({ uid, schema, timestamps: withTimestamps }) => ({
      uid,
      singularName: schema.info.singularName,
      tableName: schema.collectionName,
      indexes: schema.indexes,
      attributes: {
        id: { type: 'increments' },
        documentId: { type: 'string' },
        ...Object.fromEntries(
          Object.entries(schema.attributes).filter(([, attribute]) => SCALARS.has(attribute.type)),
        ),
        ...(withTimestamps ? timestamps : {}),
      },
    })) as never,
  });
  await db.schema.sync();
  return db;
}
