import { expect, test } from '@jest/globals';
import type { Context } from 'koa';
import { fakeStrapi } from '../../test/fake-strapi';
import requestLog from './request-log';

async function run(ctx: Partial<Context>) {
  const lines: string[] = [];
  const strapi = fakeStrapi({ log: { http: (line: string) => lines.push(line) } });
  const middleware = requestLog({}, { strapi }) as (ctx: Context, next: () => Promise<void>) => Promise<void>;
  await middleware(ctx as Context, async () => {});
  return lines;
}

test('logs the method, the path and the status, never the query string', async () => {
  const lines = await run({
    method: 'GET',
    path: '/api/blogs',
    url: '/api/blogs?filters[title][$containsi]=asha-private-term',
    status: 200,
  });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^GET \/api\/blogs \(\d+ ms\) 200$/);
  expect(lines[0]).not.toMatch(/asha-private-term/);
});

test('leaves out the name of an uploaded file, which is the applicant’s own', async () => {
  for (const path of [
    '/uploads/asha_rao_cv_1a2b3c.pdf',
    '/private-uploads/asha_rao_cv_1a2b3c.pdf',
    '/admissions/cvs/asha_rao_cv_1a2b3c.pdf',
  ]) {
    const [line] = await run({ method: 'GET', path, status: 200 });
    expect(line).not.toMatch(/asha/);
    expect(line).toMatch(/(uploads|cvs)\/…/);
  }
});
