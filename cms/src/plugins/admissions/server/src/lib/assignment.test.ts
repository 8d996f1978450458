import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import { adminAccount, leadDatabase } from '../../../../../../test/lead-database';
import { admissionsFieldsFor, counsellorForTurn, ruleFor, ruleForms, takeTurn } from './assignment';
import { refuseNonCounsellors } from './counsellors';

const rules = [
  { id: 1, course: 'Data Science', counsellors: [] },
  { id: 2, course: '', counsellors: [] },
  { id: 3, course: ' MERN Stack Development ', counsellors: [] },
];

test('a lead goes to its course’s rule (names compared without case), else to the rule with no course', () => {
  expect(ruleFor(rules, 'data science')?.id).toBe(1);
  expect(ruleFor(rules, 'MERN Stack Development')?.id).toBe(3);
  expect(ruleFor(rules, 'Python Full Stack Development')?.id).toBe(2);
  expect(ruleFor(rules, null)?.id).toBe(2);
  expect(ruleFor(rules.slice(0, 1), 'Other')).toBeNull();
});

test('turns go round the active counsellors in order, skipping blocked and inactive accounts', () => {
  const people = [
    { id: 7, email: 'b@x' },
    { id: 3, email: 'a@x' },
    { id: 9, email: 'c@x', blocked: true },
    { id: 11, email: 'd@x', isActive: false },
  ];
  expect([1, 2, 3, 4, 5].map((turn) => counsellorForTurn(people, turn)?.id)).toEqual([3, 7, 3, 7, 3]);
  expect(counsellorForTurn([{ id: 1, blocked: true }], 1)).toBeNull();
  expect(counsellorForTurn([], 1)).toBeNull();
});

let knex: Knex | undefined;
afterAll(() => knex?.destroy());

test('turns taken at the same moment are all different, and kept in the database', async () => {
  // A real database (SQLite, as the bundled CMS runs): 20 leads at once, each taking its turn in a
  // transaction of its own. On PostgreSQL the UPDATE's row lock does the same between processes.
  const db = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  });
  knex = db;
  await db.schema.createTable('assignment_rules', (table) => {
    table.increments('id');
    table.integer('assigned_count').defaultTo(0);
  });
  await db('assignment_rules').insert({ assigned_count: 0 });
  const inTransaction = <T>(work: (trx: Knex.Transaction) => Promise<T>) => db.transaction(work);
  const turns = await Promise.all(
    Array.from({ length: 20 }, () => takeTurn(inTransaction, 'assignment_rules', 'assigned_count', 1)),
  );
  expect([...turns].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  const people = [{ id: 1 }, { id: 2 }];
  const counts: Record<number, number> = { 1: 0, 2: 0 };
  for (const turn of turns) counts[counsellorForTurn(people, turn)?.id ?? 0] += 1;
  expect(counts).toEqual({ 1: 10, 2: 10 });
  expect((await db('assignment_rules').first('assigned_count')).assigned_count).toBe(20);
});

test('turns taken at once by two processes on one database file are all different', async () => {
  // One connection serialises its transactions; two CMS processes race, and only an atomic UPDATE keeps
  // every turn apart (a read, then a write of what was read plus one, loses turns or is refused as locked).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'turns-'));
  const filename = path.join(dir, 'turns.db');
  const db = knexFactory({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
  try {
    await db.schema.createTable('assignment_rules', (table) => {
      table.increments('id');
      table.integer('assigned_count').defaultTo(0);
    });
    await db('assignment_rules').insert({ assigned_count: 0 });
    // Each process loads this very module's TypeScript through esbuild-register (Node's own type stripping does
    // not resolve the imports without an extension that the CMS's TypeScript uses).
    const worker = `
      require(${JSON.stringify(require.resolve('esbuild-register/dist/node'))}).register();
      const knex = require('knex')({ client: 'better-sqlite3', connection: { filename: ${JSON.stringify(filename)} }, useNullAsDefault: true });
      const { takeTurn } = require(${JSON.stringify(path.join(__dirname, 'assignment.ts'))});
      // Both processes start at one moment, past their start-up.
      new Promise((resolve) => setTimeout(resolve, Number(process.argv[1]) - Date.now()))
        .then(() => Promise.all(Array.from({ length: 30 }, () => takeTurn((work) => knex.transaction(work), 'assignment_rules', 'assigned_count', 1))))
        .then((turns) => { console.log(JSON.stringify(turns)); return knex.destroy(); })
        .catch((error) => { console.error(error.code || error.message); process.exit(1); });`;
    const startAt = String(Date.now() + 3000);
    const run = () =>
      new Promise<number[]>((resolve, reject) =>
        execFile(process.execPath, ['-e', worker, startAt], { cwd: __dirname }, (error, stdout, stderr) =>
          error ? reject(new Error(stderr.trim() || error.message)) : resolve(JSON.parse(stdout) as number[]),
        ),
      );
    const turns = (await Promise.all([run(), run()])).flat();
    expect([...turns].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect((await db('assignment_rules').first('assigned_count')).assigned_count).toBe(60);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

test('a rule that names forms takes those forms first; course rules and the rule with neither keep working', () => {
  const routes = [
    { id: 1, course: 'Data Science', counsellors: [] },
    { id: 2, course: '', forms: ['Job application'], counsellors: [] },
    { id: 3, course: '', counsellors: [] },
    { id: 4, course: '', forms: ['Recruiter demo call', 'not a form'], counsellors: [] },
    { id: 5, course: 'Data Science', forms: ['Demo session'], counsellors: [] },
  ];
  const route = (form: string, course: string | null) => ruleFor(routes, { form, course })?.id;
  expect(route('Job application', null)).toBe(2);
  // The form's rule wins over the course's, whatever the lead's course.
  expect(route('Job application', 'Data Science')).toBe(2);
  expect(route('Recruiter demo call', 'Other')).toBe(4);
  expect(route('Enquiry', 'Data Science')).toBe(1);
  expect(route('Enquiry', 'MERN Stack Development')).toBe(3);
  // A rule naming a form and a course takes that form of that course only.
  expect(route('Demo session', 'data science')).toBe(5);
  expect(route('Demo session', 'Data Analyst')).toBe(3);
  expect(ruleForms(['job application', 'Job application', 'nonsense', 7])).toEqual(['Job application']);
  expect(ruleForms('Job application')).toEqual([]);
});

describe('routing and repeats over the real database', () => {
  let db: Database;
  const LEADS = 'api::lead.lead';
  beforeAll(async () => {
    db = await leadDatabase();
  });
  afterAll(() => db.destroy());

  const strapi = () => fakeStrapi({ db });
  let n = 0;
  async function person(firstname: string, role: 'admissions' | 'editor' = 'admissions') {
    n += 1;
    return adminAccount(
      db,
      { documentId: `user-${n}`, firstname, lastname: 'Counsellor', email: `${firstname}@x.in` },
      role,
    );
  }
  async function rule(data: Record<string, unknown>, people: { id: number }[]) {
    n += 1;
    return db.query('api::assignment-rule.assignment-rule').create({
      data: { documentId: `rule-${n}`, assignedCount: 0, ...data, counsellors: people.map(({ id }) => id) },
    });
  }
  /** A lead stored as the middleware stores one: the fields worked out for it, then the row. */
  async function store(data: { form: string; phone: string; course?: string | null; email?: string }) {
    n += 1;
    const fields = await admissionsFieldsFor(strapi(), data);
    const row = (await db.query(LEADS).create({
      data: {
        documentId: `lead-${n}`,
        submissionId: `submission-${n}`,
        submittedAt: new Date(Date.UTC(2026, 10, 1) + n * 60_000),
        leadStatus: 'New',
        ...data,
        ...fields,
      } as never,
    })) as { id: number };
    return { id: row.id, ...fields };
  }

  test('job applications go to HR and recruiters to the corporate desk; neither is a student’s repeat', async () => {
    const asha = await person('Asha');
    const hr = await person('Hema');
    const desk = await person('Dev');
    await rule({ course: '' }, [asha]);
    await rule({ name: 'HR', forms: ['Job application'] }, [hr]);
    await rule({ name: 'Corporate desk', forms: ['Recruiter demo call'] }, [desk]);
    const phone = '+91 98765 11111';
    const enquiry = await store({ form: 'Enquiry', phone, course: 'Data Science' });
    expect(enquiry).toMatchObject({ counsellor: asha.id, enquiryCount: 1 });
    expect(enquiry.repeatOf).toBeUndefined();
    // The same person applies for a trainer's job: HR's, their first application, linked to nothing.
    const application = await store({ form: 'Job application', phone: '09876511111' });
    expect(application).toMatchObject({ counsellor: hr.id, enquiryCount: 1 });
    expect(application.repeatOf).toBeUndefined();
    const recruiter = await store({ form: 'Recruiter demo call', phone: '9876511111' });
    expect(recruiter).toMatchObject({ counsellor: desk.id, enquiryCount: 1 });
    // Their second enquiry is a repeat of the first one only, and stays with its counsellor.
    const again = await store({ form: 'Demo session', phone, course: 'Data Analyst' });
    expect(again).toMatchObject({ counsellor: asha.id, enquiryCount: 2, repeatOf: enquiry.id });
    // A second application is a repeat of the first application.
    const second = await store({ form: 'Job application', phone });
    expect(second).toMatchObject({ counsellor: hr.id, enquiryCount: 2, repeatOf: application.id });
  });
  test('a person with many earlier leads: counted all, linked to the first, given to the latest counsellor', async () => {
    // 60 earlier leads of one phone, the newest owned by Kiran: a list capped at 50 would count 50 and
    // pick an older lead's counsellor.
    const [one, two, kiran] = [await person('One'), await person('Two'), await person('Kiran')];
    const phoneKey = '9876543210';
    const first = (await db.query(LEADS).create({
      data: {
        documentId: 'many-0',
        submissionId: 'many-0',
        form: 'Enquiry',
        phoneKey,
        counsellor: one.id,
        submittedAt: new Date(Date.UTC(2026, 0, 1)),
        leadStatus: 'New',
      } as never,
    })) as { id: number };
    for (let i = 1; i < 60; i += 1) {
      await db.query(LEADS).create({
        data: {
          documentId: `many-${i}`,
          submissionId: `many-${i}`,
          form: 'Enquiry',
          phoneKey,
          counsellor: i === 59 ? kiran.id : i % 2 ? two.id : one.id,
          submittedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
          leadStatus: 'New',
        } as never,
      });
    }
    const fields = await admissionsFieldsFor(strapi(), {
      phone: '+91 98765 43210',
      email: null,
      form: 'Enquiry',
    });
    expect(fields).toMatchObject({ enquiryCount: 61, repeatOf: first.id, counsellor: kiran.id });
  });

  test('only accounts in a role that works leads are counsellors: a rule’s Editor takes no turn, a repeat goes past them', async () => {
    const editor = await person('Edna', 'editor');
    const ravi = await person('Ravi');
    await rule({ course: 'Cloud Computing' }, [editor, ravi]);
    const turns = [];
    for (let i = 0; i < 3; i += 1) {
      turns.push(
        (await store({ form: 'Enquiry', phone: `+91 98111 0000${i}`, course: 'Cloud Computing' })).counsellor,
      );
    }
    expect(turns).toEqual([ravi.id, ravi.id, ravi.id]);
    // A person whose earlier lead names the Editor (their role changed since): the repeat is routed anew.
    const phone = '+91 98111 22222';
    await db.query(LEADS).create({
      data: {
        documentId: 'edna-lead',
        submissionId: 'edna-lead',
        form: 'Enquiry',
        phoneKey: '9811122222',
        counsellor: editor.id,
        submittedAt: new Date(Date.UTC(2026, 9, 1)),
        leadStatus: 'New',
      } as never,
    });
    expect((await store({ form: 'Enquiry', phone, course: 'Cloud Computing' })).counsellor).toBe(ravi.id);
  });

  test('a lead or a rule that names an account outside the lead-working roles is refused, in every form Strapi takes', async () => {
    const editor = await person('Eli', 'editor');
    const asha = await person('Asha');
    const blocked = await adminAccount(db, { documentId: 'u-blocked', firstname: 'Bo', blocked: true });
    const message = /Counsellor: only an active account in a role that works leads/;
    for (const value of [
      editor.id,
      String(editor.id),
      { id: editor.id },
      { connect: [{ id: editor.id }] },
      { set: [{ id: editor.id }] },
      [editor.id],
      blocked.id,
    ]) {
      await expect(refuseNonCounsellors(strapi(), value, 'Counsellor')).rejects.toThrow(message);
    }
    const editorDocument = (
      (await db.query('admin::user').findOne({ where: { id: editor.id } })) as { documentId: string }
    ).documentId;
    await expect(
      refuseNonCounsellors(strapi(), { connect: [{ documentId: editorDocument }] }, 'Counsellor'),
    ).rejects.toThrow(message);
    await expect(refuseNonCounsellors(strapi(), 999_999, 'Counsellor')).rejects.toThrow(message);
    await expect(refuseNonCounsellors(strapi(), [asha.id, editor.id], 'Counsellors')).rejects.toThrow(
      /^Counsellors:/,
    );
    // An Admissions account, nobody, and a disconnect pass.
    for (const value of [
      asha.id,
      { connect: [{ id: asha.id }] },
      null,
      undefined,
      { disconnect: [{ id: editor.id }] },
    ]) {
      await expect(refuseNonCounsellors(strapi(), value, 'Counsellor')).resolves.toBeUndefined();
    }
  });
});
