/** @jest-environment node */
/**
 * The site's cache handler over Next's own file-system cache, as `next start` runs it: the real Next
 * module it wraps (a Next upgrade that changes it fails here), the policy it gives each page, and the
 * blog's settle window.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { BLOG_CACHE_TAG } from '@/lib/blog/config';
import { paintFirstHtml } from '@/lib/paint-first.mjs';
import { inlineScriptHashes } from '@/lib/security-headers.mjs';

jest.mock('@/lib/env/server.mjs', () => ({
  environment: () => ({
    blogApiOrigin: 'http://cms.test',
    blogRevalidateSeconds: 45,
    emailOrigin: 'https://api.emailjs.com',
    redisUrl: null,
    distDir: '.next-test',
  }),
}));

const SCRIPT = 'self.__next_f.push([1,"hello"])';
const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><body><p>Hi</p><script>${SCRIPT}</script></body></html>`,
  rscData: Buffer.from('0:{}'),
  headers: { 'x-next-cache-tags': tags },
  postponed: undefined,
  status: 200,
  segmentData: undefined,
});
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;

let dir: string;
type Handler = InstanceType<typeof import('./cache-handler.mjs').default>;
let Handler: new (context: ConstructorParameters<typeof import('./cache-handler.mjs').default>[0]) => Handler;
let blogTag: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'));
  const loaded = await import('./cache-handler.mjs');
  Handler = loaded.default;
  blogTag = loaded.BLOG_TAG;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const handler = () =>
  new Handler({
    fs: nodeFs,
    serverDistDir: dir,
    flushToDisk: true,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  } as never);

it('tags the blog as the pages do', () => {
  expect(blogTag).toBe(BLOG_CACHE_TAG);
});

it('stores a page in Next’s file-system cache with the hash of its own inline script', async () => {
  await handler().set('/about', page('_N_T_/about'), { ...pageContext, cacheControl: { revalidate: 60 } });
  const entry = await handler().get('/about', pageContext);
  expect(entry?.value?.html).toContain('<p>Hi</p>');
  const policy = (entry?.value?.headers as Record<string, string> | undefined)?.['content-security-policy'];
  const hash = createHash('sha256').update(SCRIPT).digest('base64');
  expect(policy!.split('; ').find((directive) => directive.startsWith('script-src'))).toBe(
    `script-src 'self' 'sha256-${hash}'`,
  );
});

/** A page as the build writes it (lib/paint-first.test.ts tells where it comes from). */
const BUILT_HTML = readFileSync(path.join(__dirname, '..', 'lib', '__fixtures__', 'next-page.html'), 'utf8');
const policyOf = (value: unknown) =>
  String((value as { headers?: Record<string, unknown> } | undefined)?.headers?.['content-security-policy']);

it('serves a rendered page with its scripts started after the first frame, under that HTML’s policy', async () => {
  const value = { ...page('_N_T_/rendered'), html: BUILT_HTML };
  await handler().set('/rendered', value, { ...pageContext, cacheControl: { revalidate: 60 } });
  // Next answers the request that rendered the page with the value it stored.
  expect(value.html).toBe(paintFirstHtml(BUILT_HTML));
  const entry = await handler().get('/rendered', pageContext);
  expect(entry?.value?.html).toBe(paintFirstHtml(BUILT_HTML));
  const hashes = inlineScriptHashes(paintFirstHtml(BUILT_HTML));
  expect(hashes.length).toBeGreaterThan(inlineScriptHashes(BUILT_HTML).length);
  expect(policyOf(entry?.value)).toContain(
    `script-src 'self' ${hashes.map((hash) => `'${hash}'`).join(' ')};`,
  );
});

it('rewrites a page the build prerendered when it is first read from disk', async () => {
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'app', 'built.html'), BUILT_HTML);
  writeFileSync(path.join(dir, 'app', 'built.rsc'), '0:{}');
  writeFileSync(
    path.join(dir, 'app', 'built.meta'),
    JSON.stringify({ headers: { 'x-next-cache-tags': '_N_T_/built' }, status: 200 }),
  );
  const entry = await handler().get('/built', pageContext);
  expect(entry?.value?.html).toBe(paintFirstHtml(BUILT_HTML));
  expect(policyOf(entry?.value)).toContain(
    inlineScriptHashes(paintFirstHtml(BUILT_HTML))
      .map((hash) => `'${hash}'`)
      .join(' '),
  );
});

it('serves no blog page whose render started before the blog last changed, even stored after it', async () => {
  const tags = `_N_T_/blog,${BLOG_CACHE_TAG}`;
  // The clock (Date, which the handler, its change clock and Next's cache read) moves when the test says.
  jest.useFakeTimers({
    now: Date.parse('2026-11-27T06:30:00Z'),
    // Everything fake timers could replace but the date: timers and I/O run as they do.
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  const later = (ms: number) => jest.setSystemTime(Date.now() + ms);
  // A render, as Next makes it: a request finds no entry, the page renders, the entry is stored.
  expect(await handler().get('/blog', pageContext)).toBeNull();
  await handler().set('/blog', page(tags), pageContext);
  expect(await handler().get('/blog', pageContext)).not.toBeNull();

  // The webhook: the entry is not served any more; the next request renders the page again.
  later(5);
  await handler().revalidateTag(BLOG_CACHE_TAG);
  // A render starting in the very millisecond of the change counts as before it: a moment later, not.
  later(5);
  expect(await handler().get('/blog', pageContext)).toBeNull();
  await handler().set('/blog', page(tags), pageContext);
  const fresh = await handler().get('/blog', pageContext);
  expect(fresh?.cacheControl).toMatchObject({ revalidate: 45 });
  // What the render noted for itself is not sent to visitors.
  expect(Object.keys(fresh?.value?.headers ?? {})).not.toContain('x-render-started-at');

  // A render that started before a change and stored its page after it: not served.
  expect(await handler().get('/blog/page/2', pageContext)).toBeNull();
  later(5);
  await handler().revalidateTag([BLOG_CACHE_TAG]);
  await handler().set('/blog/page/2', page(tags), pageContext);
  expect(await handler().get('/blog/page/2', pageContext)).toBeNull();

  // Pages of other sections are not concerned.
  expect(await handler().get('/about', pageContext)).not.toBeNull();
  jest.useRealTimers();
});
