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
