import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Database } from '@strapi/database';
import lead from '../src/api/lead/content-types/lead/schema.json';
import rule from '../src/api/assignment-rule/content-types/assignment-rule/schema.json';

const SCALARS = new Set(['string', 'text', 'enumeration', 'integer', 'datetime', 'date', 'boolean', 'json']);

type Attribute = { type: string; relation?: string; target?: string };

/**
 * A content type's plain fields, its relations among the models of the test's database, and its single
 * media fields as Strapi maps them (a morph relation to the upload's files).
 */
function attributesOf(schema: { attributes: Record<string, Attribute> }, models: Set<string>) {
  return Object.fromEntries(
    Object.entries(schema.attributes).flatMap(([name, attribute]) => {
      if (SCALARS.has(attribute.type)) return [[name, attribute]];
      if (attribute.type === 'relation' && models.has(attribute.target ?? '')) return [[name, attribute]];
      if (attribute.type === 'media' && !(attribute as { multiple?: boolean }).multiple) {
        return [
          [
            name,
            { type: 'relation', relation: 'morphOne', target: 'plugin::upload.file', morphBy: 'related' },
          ],
        ];
      }
      return [];
    }),
  );
}

/** A content type's schema.json, as far as the tables are concerned. */
export interface Schema {
  collectionName: string;
  info: { singularName: string };
  attributes: Record<string, { type: string }>;
  indexes?: object[];
}

/**
 * Strapi's own database layer (@strapi/database: its queries, its transactions and their commit and rollback
 * callbacks) over SQLite, in a file of the test's own in the system's temporary folder, with the tables of
 * the lead and the assignment rule as their schemas make them (the plain fields, and their relations to
 * each other and to admin users, a CV), tables of admin users (with their roles, and the roles' permissions
 * to read leads, the CMS's own tables' shapes) and files with the fields admissions reads,
 * and the tables of any other content types a test asks for (their plain fields and indexes).
 * Strapi's query engine reads the global `strapi.db`, as it does in the CMS.
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
  const models = new Set([
    'api::lead.lead',
    'api::assignment-rule.assignment-rule',
    'admin::user',
    'admin::role',
    'admin::permission',
    'plugin::upload.file',
  ]);
  const base = { id: { type: 'increments' }, documentId: { type: 'string' } };
  await db.init({
    models: [
      {
        uid: 'api::lead.lead',
        singularName: 'lead',
        tableName: lead.collectionName,
        attributes: { ...base, ...attributesOf(lead, models) },
        ...((lead as { indexes?: object[] }).indexes
          ? { indexes: (lead as { indexes?: object[] }).indexes }
          : {}),
      },
      {
        uid: 'api::assignment-rule.assignment-rule',
        singularName: 'assignment-rule',
        tableName: rule.collectionName,
        attributes: { ...base, ...attributesOf(rule, models) },
      },
      {
        uid: 'plugin::upload.file',
        singularName: 'file',
        tableName: 'files',
        attributes: {
          ...base,
          name: { type: 'string' },
          related: { type: 'relation', relation: 'morphToMany' },
        },
      },
      {
        uid: 'admin::user',
        singularName: 'user',
        tableName: 'admin_users',
        attributes: {
          ...base,
          firstname: { type: 'string' },
          lastname: { type: 'string' },
          username: { type: 'string' },
          email: { type: 'string' },
          isActive: { type: 'boolean' },
          blocked: { type: 'boolean' },
          roles: { type: 'relation', relation: 'manyToMany', target: 'admin::role' },
        },
      },
      {
        uid: 'admin::role',
        singularName: 'role',
        tableName: 'admin_roles',
        attributes: { ...base, name: { type: 'string' }, code: { type: 'string' } },
      },
      {
        uid: 'admin::permission',
        singularName: 'permission',
        tableName: 'admin_permissions',
        attributes: {
          ...base,
          action: { type: 'string' },
          subject: { type: 'string' },
          role: { type: 'relation', relation: 'manyToOne', target: 'admin::role' },
        },
      },
      ...also.map(({ uid, schema }) => ({
        uid,
        singularName: schema.info.singularName,
        tableName: schema.collectionName,
        attributes: {
          ...base,
          ...Object.fromEntries(
            Object.entries(schema.attributes).filter(([, attribute]) => SCALARS.has(attribute.type)),
          ),
        },
        ...(schema.indexes ? { indexes: schema.indexes } : {}),
      })),
    ] as never,
  });
  await db.schema.sync();
  return db;
}

/**
 * A database of any content types' schemas (their plain fields; with `timestamps`, Strapi's createdAt,
 * updatedAt and publishedAt too), for code that needs other tables than the leads' (the access record).
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

/** The roles the test accounts are given: one that reads leads (Admissions) and one that does not (Editor). */
async function roleOf(db: Database, code: 'admissions' | 'editor'): Promise<number> {
  const found = (await db.query('admin::role').findOne({ where: { code } })) as { id: number } | null;
  if (found) return found.id;
  const role = (await db.query('admin::role').create({ data: { code, name: code } })) as { id: number };
  if (code === 'admissions') {
    await db.query('admin::permission').create({
      data: { action: 'plugin::content-manager.explorer.read', subject: 'api::lead.lead', role: role.id },
    });
  }
  return role.id;
}

/**
 * An admin account in the test's database: by default an active one in the Admissions role (it reads leads,
 * so it can be a counsellor); `role: 'editor'` gives a role that does not.
 */
export async function adminAccount(
  db: Database,
  fields: Record<string, unknown>,
  role: 'admissions' | 'editor' = 'admissions',
): Promise<{ id: number }> {
  return (await db.query('admin::user').create({
    data: { isActive: true, blocked: false, ...fields, roles: [await roleOf(db, role)] } as never,
  })) as { id: number };
}
