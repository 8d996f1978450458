'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const knexFactory = require('knex');
const { counsellorForTurn, ruleFor, takeTurn } = require('./assignment');

const rules = [
  { id: 1, course: 'Data Science', counsellors: [] },
  { id: 2, course: '', counsellors: [] },
  { id: 3, course: ' MERN Stack Development ', counsellors: [] },
];

test('a lead goes to its course’s rule (names compared without case), else to the rule with no course', () => {
  assert.equal(ruleFor(rules, 'data science').id, 1);
  assert.equal(ruleFor(rules, 'MERN Stack Development').id, 3);
  assert.equal(ruleFor(rules, 'Python Full Stack Development').id, 2);
  assert.equal(ruleFor(rules, null).id, 2);
  assert.equal(ruleFor(rules.slice(0, 1), 'Other'), null);
});

test('turns go round the active counsellors in order, skipping blocked and inactive accounts', () => {
  const people = [
    { id: 7, email: 'b@x' },
    { id: 3, email: 'a@x' },
    { id: 9, email: 'c@x', blocked: true },
    { id: 11, email: 'd@x', isActive: false },
  ];
  assert.deepEqual(
    [1, 2, 3, 4, 5].map((turn) => counsellorForTurn(people, turn).id),
    [3, 7, 3, 7, 3],
  );
  assert.equal(counsellorForTurn([{ id: 1, blocked: true }], 1), null);
  assert.equal(counsellorForTurn([], 1), null);
});

test('turns taken at the same moment are all different, and kept in the database', async (t) => {
  // A real database (SQLite, as the bundled CMS runs): 20 leads at once, each taking its turn in a
  // transaction of its own. On PostgreSQL the UPDATE's row lock does the same between processes.
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  t.after(() => knex.destroy());
  await knex.schema.createTable('assignment_rules', (table) => {
    table.increments('id');
    table.integer('assigned_count').defaultTo(0);
  });
  await knex('assignment_rules').insert({ assigned_count: 0 });
  const turns = await Promise.all(
    Array.from({ length: 20 }, () => takeTurn((work) => knex.transaction(work), 'assignment_rules', 'assigned_count', 1)),
  );
  assert.deepEqual(
    [...turns].sort((a, b) => a - b),
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  const people = [{ id: 1 }, { id: 2 }];
  const counts = { 1: 0, 2: 0 };
  for (const turn of turns) counts[counsellorForTurn(people, turn).id] += 1;
  assert.deepEqual(counts, { 1: 10, 2: 10 });
  assert.equal((await knex('assignment_rules').first('assigned_count')).assigned_count, 20);
});

test('turns taken at once by two processes on one database file are all different', async (t) => {
  // One connection serialises its transactions; two CMS processes race, and only an atomic UPDATE keeps
  // every turn apart (a read, then a write of what was read plus one, loses turns or is refused as locked).
  const { execFile } = require('node:child_process');
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'turns-'));
  const filename = path.join(dir, 'turns.db');
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
  t.after(async () => {
    await knex.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await knex.schema.createTable('assignment_rules', (table) => {
    table.increments('id');
    table.integer('assigned_count').defaultTo(0);
  });
  await knex('assignment_rules').insert({ assigned_count: 0 });
  const worker = `
    const knex = require('knex')({ client: 'better-sqlite3', connection: { filename: ${JSON.stringify(filename)} }, useNullAsDefault: true });
    const { takeTurn } = require(${JSON.stringify(path.join(__dirname, 'assignment.js'))});
    // Both processes start at one moment, past their start-up.
    new Promise((resolve) => setTimeout(resolve, Number(process.argv[1]) - Date.now()))
      .then(() => Promise.all(Array.from({ length: 30 }, () => takeTurn((work) => knex.transaction(work), 'assignment_rules', 'assigned_count', 1))))
      .then((turns) => { console.log(JSON.stringify(turns)); return knex.destroy(); })
      .catch((error) => { console.error(error.code || error.message); process.exit(1); });`;
  const startAt = String(Date.now() + 1500);
  const run = () =>
    new Promise((resolve, reject) =>
      execFile(process.execPath, ['-e', worker, startAt], { cwd: __dirname }, (error, stdout, stderr) =>
        error ? reject(new Error(stderr.trim() || error.message)) : resolve(JSON.parse(stdout)),
      ),
    );
  const turns = (await Promise.all([run(), run()])).flat();
  assert.deepEqual(
    [...turns].sort((a, b) => a - b),
    Array.from({ length: 60 }, (_, i) => i + 1),
  );
  assert.equal((await knex('assignment_rules').first('assigned_count')).assigned_count, 60);
});

test('a person with many earlier leads: counted all, linked to the first, given to the latest counsellor', async () => {
  const { admissionsFieldsFor } = require('./assignment');
  // 60 earlier leads of one phone, the newest owned by counsellor 9: a list capped at 50 would count 50
  // and pick an older lead's counsellor.
  const rows = Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    phoneKey: '9876543210',
    emailKey: null,
    submittedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    counsellor: { id: i === 59 ? 9 : 1 + (i % 2), isActive: true, blocked: false },
  }));
  const matches = (row, where) =>
    where.$or.some((key) => Object.entries(key).every(([field, value]) => row[field] === value)) &&
    (!where.id || row.id < where.id.$lt);
  const strapi = {
    db: {
      query: () => ({
        count: async ({ where }) => rows.filter((row) => matches(row, where)).length,
        findMany: async ({ where, orderBy, limit }) => {
          const found = rows.filter((row) => matches(row, where));
          if (orderBy[0].submittedAt === 'desc') found.reverse();
          return found.slice(0, limit);
        },
      }),
    },
  };
  const fields = await admissionsFieldsFor(strapi, { phone: '+91 98765 43210', email: null });
  assert.equal(fields.enquiryCount, 61);
  assert.equal(fields.repeatOf, 1);
  assert.equal(fields.counsellor, 9);
});
