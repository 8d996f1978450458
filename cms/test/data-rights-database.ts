import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Database } from '@strapi/database';
import accessEntry from '../src/api/access-entry/content-types/access-entry/schema.json';
import digest from '../src/api/data-request-digest/content-types/data-request-digest/schema.json';
import request from '../src/api/data-request/content-types/data-request/schema.json';
import activity from '../src/api/lead-activity/content-types/lead-activity/schema.json';
import lead from '../src/api/lead/content-types/lead/schema.json';

const SCALARS = new Set(['string', 'text', 'enumeration', 'integer', 'datetime', 'date', 'boolean']);

interface Schema {
  collectionName: string;
  indexes?: { name: string; columns: string[]; type?: string }[];
  info: { singularName: string };
  attributes: Record<string, { type: string }>;
}

function scalars(schema: Schema) {
  return Object.fromEntries(
    Object.entries(schema.attributes).filter(([, attribute]) => SCALARS.has(attribute.type)),
  );
}

function model(uid: string, schema: Schema, relations: Record<string, object> = {}) {
  return {
    uid,
    singularName: schema.info.singularName,
    tableName: schema.collectionName,
    indexes: schema.indexes ?? [],
    attributes: {
      id: { type: 'increments' },
      documentId: { type: 'string' },
      ...scalars(schema),
      ...relations,
    },
  };
}

const manyToOne = (target: string) => ({ type: 'relation', relation: 'manyToOne', target });

/**
 * Strapi's own database layer over SQLite, in a file of the test's own, with the tables data rights read and
 * write as their schemas make them: leads (with a counsellor and a CV), their history, data requests and the
 * daily list's rows, and the access record. The lead's CV (a media field in the CMS, a polymorphic relation to the upload plugin's
 * files) and its counsellor (an admin user) are plain relations to small tables of the same names here: the
 * queries under test select and populate them the same way.
 */
export async function dataRightsDatabase(): Promise<Database> {
  const filename = path.join(mkdtempSync(path.join(os.tmpdir(), 'cms-rights-')), 'rights.db');
  const db = new Database({
    connection: { client: 'sqlite', connection: { filename }, useNullAsDefault: true },
    settings: { migrations: { dir: '/nonexistent' }, runMigrations: false },
    logger: { info() {}, warn() {}, error() {}, debug() {} },
  } as unknown as ConstructorParameters<typeof Database>[0]);
  (globalThis as { strapi?: unknown }).strapi = { db };
  await db.init({
    models: [
      model('api::lead.lead', lead as Schema, {
        counsellor: manyToOne('admin::user'),
        cv: manyToOne('plugin::upload.file'),
      }),
      model('api::lead-activity.lead-activity', activity as Schema, {
        lead: manyToOne('api::lead.lead'),
        author: manyToOne('admin::user'),
      }),
      model('api::data-request.data-request', request as Schema),
      model('api::data-request-digest.data-request-digest', digest as Schema),
      // The access record, which an access answer writes to (with the timestamps Strapi's rows carry).
      {
        ...model('api::access-entry.access-entry', accessEntry as Schema),
        attributes: {
          ...model('api::access-entry.access-entry', accessEntry as Schema).attributes,
          createdAt: { type: 'datetime' },
          updatedAt: { type: 'datetime' },
          publishedAt: { type: 'datetime' },
        },
      },
      {
        uid: 'admin::user',
        singularName: 'user',
        tableName: 'admin_users',
        attributes: {
          id: { type: 'increments' },
          firstname: { type: 'string' },
          lastname: { type: 'string' },
          username: { type: 'string' },
          email: { type: 'string' },
        },
      },
      {
        uid: 'plugin::upload.file',
        singularName: 'file',
        tableName: 'files',
        attributes: {
          id: { type: 'increments' },
          name: { type: 'string' },
          size: { type: 'decimal' },
        },
      },
    ] as never,
  });
  await db.schema.sync();
  return db;
}

export interface SentMail {
  to?: string;
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
}

/**
 * A Strapi for data rights' services over that database: its queries are the real database layer's; the
 * document service's delete of a lead deletes the row and its history (as the admissions plugin's lead
 * middleware does in the CMS); every e-mail the e-mail plugin would send, and every log line, is kept.
 * `refuseMail` makes the mail server refuse, `settings` are the plugin's.
 */
export function dataRightsStrapi(
  db: Database,
  {
    settings = {},
    mailServer = true,
    refuseMail = () => false,
  }: {
    settings?: Record<string, unknown>;
    mailServer?: boolean;
    refuseMail?: (message: SentMail) => boolean;
  } = {},
) {
  const sent: SentMail[] = [];
  const logs: string[] = [];
  const deleted: string[] = [];
  const strapi = {
    sent,
    logs,
    deleted,
    db: {
      query: (uid: string) => db.query(uid as never),
      transaction: db.transaction.bind(db),
      inTransaction: db.inTransaction.bind(db),
    },
    documents: (uid: string) => ({
      create: async ({ data }: { data: Record<string, unknown> }) =>
        db.query(uid as never).create({ data: { documentId: newDocumentId('doc'), ...data } }),
      findFirst: async ({ filters }: { filters: Record<string, unknown> }) =>
        db.query(uid as never).findOne({ where: filters }),
      delete: async ({ documentId }: { documentId: string }) => {
        if (uid !== 'api::lead.lead') throw new Error(`no delete of ${uid} here`);
        deleted.push(documentId);
        await db
          .query('api::lead-activity.lead-activity' as never)
          .deleteMany({ where: { lead: { documentId } } });
        await db.query(uid as never).delete({ where: { documentId } });
      },
    }),
    plugin: (name: string) => ({
      config: (key: string) =>
        name === 'email' && key === 'provider' ? (mailServer ? 'nodemailer' : 'sendmail') : undefined,
      service: () => ({
        send: async (message: SentMail) => {
          if (refuseMail(message)) throw Object.assign(new Error('refused'), { code: 'EENVELOPE' });
          sent.push(message);
        },
      }),
    }),
    config: {
      get: (key: string) =>
        key === 'plugin::data-rights'
          ? {
              siteUrl: 'https://site.example.in',
              siteToken: 'token',
              grievanceEmail: 'grievance@example.in',
              admissionsEmail: 'admissions@example.in',
              adminUrl: 'https://cms.example.in',
              leadRetentionDays: 180,
              ...settings,
            }
          : undefined,
    },
    log: {
      info: (line: string) => logs.push(line),
      warn: (line: string) => logs.push(line),
      error: (line: string) => logs.push(line),
    },
  };
  return strapi as unknown as import('@strapi/strapi').Core.Strapi & typeof strapi;
}

let ids = 0;
/** A documentId of the test's own, in Strapi's form (24 lowercase letters and digits), which the access
 * record checks: the prefix's letters, a counter, random letters. */
export const newDocumentId = (prefix: string) =>
  `${prefix.toLowerCase().replace(/[^a-z]/g, '')}${(ids += 1)}${'x'.repeat(24)}${Math.random().toString(36).slice(2)}`
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 24);
