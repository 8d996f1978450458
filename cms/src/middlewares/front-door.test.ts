import { expect, test } from '@jest/globals';
import type { Context } from 'koa';
import Koa from 'koa';
import frontDoor, { frontDoorHeaders } from './front-door';

const forwarded = {
  'x-forwarded-for': '203.0.113.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'admin.example.in',
};

test('forwarded headers are believed only with the front’s secret, and the secret never goes further in', () => {
  expect(frontDoorHeaders({ ...forwarded, 'x-front-secret': 'front-s3cret' }, 'front-s3cret')).toEqual(
    forwarded,
  );
  for (const given of [undefined, '', 'guess', 'front-s3cret ']) {
    expect(frontDoorHeaders({ ...forwarded, host: 'x', 'x-front-secret': given }, 'front-s3cret')).toEqual({
      host: 'x',
    });
  }
  // No front configured: the headers as they came (Strapi's proxy setting decides), the secret header dropped.
  expect(frontDoorHeaders({ ...forwarded, 'x-front-secret': 'a' }, '')).toEqual(forwarded);
});

/** The client's address as Koa (Strapi's server) reads it behind the middleware, with Strapi's proxy setting. */
async function clientOf(headers: Record<string, string>, secret: string) {
  const app = new Koa({ proxy: true, maxIpsCount: 1 });
  const ctx = app.createContext(
    { headers: { ...headers }, socket: { remoteAddress: '127.0.0.1' } } as never,
    {} as never,
  ) as Context;
  const middleware = frontDoor({ secret }, {} as never) as (
    ctx: Context,
    next: () => Promise<void>,
  ) => Promise<void>;
  let seen = '';
  await middleware(ctx, async () => {
    seen = ctx.ip;
  });
  return seen;
}

test('a caller that reached the CMS’s port with a made-up X-Forwarded-For is its own connection’s address', async () => {
  expect(await clientOf({ 'x-forwarded-for': '198.51.100.1' }, 'front-s3cret')).toBe('127.0.0.1');
  expect(await clientOf({ 'x-forwarded-for': '198.51.100.2' }, 'front-s3cret')).toBe('127.0.0.1');
  expect(
    await clientOf({ 'x-forwarded-for': '198.51.100.3', 'x-front-secret': 'front-s3cret' }, 'front-s3cret'),
  ).toBe('198.51.100.3');
});
