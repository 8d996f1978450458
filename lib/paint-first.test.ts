/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { PAINT_FIRST_LOADER, applyPaintFirst, paintFirstHtml, showsContent } from '@/lib/paint-first.mjs';
import { inlineScriptHashes } from '@/lib/security-headers.mjs';

/**
 * A page as `next build` (Next 16.4.6, Turbopack) wrote it: /aboutus's head as is, its body's content cut
 * short, and the bootstrap scripts as they were. When a Next upgrade writes its script tags differently,
 * capture a page again (.next/server/app/aboutus.html) and check the rewrite still finds them;
 * e2e/paint-first.spec.ts checks the same on the real build's every page.
 */
const BUILT_PAGE = readFileSync(path.join(__dirname, '__fixtures__', 'next-page.html'), 'utf8');

const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
const loaderOf = (html: string) => {
  const match = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html);
  return match?.[1] ?? '';
};
const listOf = (loader: string) =>
  JSON.parse(
    loader.slice(PAINT_FIRST_LOADER.prefix.length, loader.length - PAINT_FIRST_LOADER.suffix.length),
  ) as string[];

describe('paint-first rewrite of a page Next built', () => {
  const rewritten = paintFirstHtml(BUILT_PAGE);

  it('finds the script tags Next writes (a Next that writes them otherwise fails here)', () => {
    const asyncSources = scriptTags(BUILT_PAGE)
      .filter((tag) => / async=""/.test(tag))
      .map((tag) => /src="([^"]+)"/.exec(tag)?.[1] ?? '');
    expect(asyncSources).toHaveLength(7);
    expect(asyncSources.every((src) => src.startsWith('/_next/static/chunks/'))).toBe(true);
    // Only the file for browsers without modules keeps its tag (modern browsers neither fetch nor run it).
    expect(scriptTags(rewritten).filter((tag) => /\bsrc=/.test(tag))).toEqual([
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="">',
    ]);
    expect(rewritten).not.toMatch(/<link rel="preload" as="script"/);
    // The loader carries every one of them, in the order Next wrote them.
    expect(listOf(loaderOf(rewritten))).toEqual(asyncSources);
  });

  it('leaves everything else as it was', () => {
    const removed = BUILT_PAGE.replace(/<script src="[^"]+" async=""><\/script>/g, '').replace(
      /<link rel="preload" as="script" fetchPriority="low" href="[^"]+"\/>/g,
      '',
    );
    expect(rewritten.replace(`<script>${loaderOf(rewritten)}</script>`, '')).toBe(removed);
    // The loader sits in the head, where the first of them was.
    expect(rewritten.indexOf(loaderOf(rewritten))).toBeLessThan(rewritten.indexOf('</head>'));
  });

  it('is done once: rewritten HTML, and HTML that is not Next’s, come back unchanged', () => {
    expect(paintFirstHtml(rewritten)).toBe(rewritten);
    const plain = '<!DOCTYPE html><html><body><p>Hi</p><script src="/x.js" async=""></script></body></html>';
    expect(paintFirstHtml(plain)).toBe(plain);
  });

  it('leaves a page with nothing to paint before its scripts as Next wrote it (rendered in the browser)', () => {
    const body = BUILT_PAGE.slice(BUILT_PAGE.indexOf('<body>'), BUILT_PAGE.indexOf('<script id="_R_">'));
    const empty = BUILT_PAGE.replace(body, '<body><div hidden=""><!--$--><!--/$--></div>');
    expect(showsContent(empty)).toBe(false);
    expect(paintFirstHtml(empty)).toBe(empty);
    expect(showsContent(BUILT_PAGE)).toBe(true);
    expect(showsContent(empty.replace('<body>', '<body><img src="/a.svg" alt=""/>'))).toBe(true);
  });

  it('gives the page policy a hash for the loader, and none for a loader listing other addresses', () => {
    expect(inlineScriptHashes(rewritten)).toHaveLength(inlineScriptHashes(BUILT_PAGE).length + 1);
    for (const list of [['https://evil.example/x.js'], ['/_next/static/../../x.js'], [], [1]]) {
      const forged = `<script>${PAINT_FIRST_LOADER.prefix}${JSON.stringify(list)}${PAINT_FIRST_LOADER.suffix}</script>`;
      expect(inlineScriptHashes(`<html><body>${forged}</body></html>`)).toEqual([]);
    }
  });

  it('keeps the stylesheet links without a reader', () => {
    expect(rewritten.match(/<link rel="stylesheet"[^>]*>/g)).toHaveLength(2);
    expect(rewritten).not.toMatch(/<style>/);
  });

  it('rewrites page entries in place and leaves other entries alone', () => {
    const page = { kind: 'APP_PAGE', html: BUILT_PAGE };
    applyPaintFirst(page);
    expect(page.html).toBe(rewritten);
    const route = { kind: 'APP_ROUTE', body: BUILT_PAGE };
    applyPaintFirst(route);
    expect(route).toEqual({ kind: 'APP_ROUTE', body: BUILT_PAGE });
    expect(() => applyPaintFirst(null)).not.toThrow();
  });
});

describe("the first frame's CSS inside the HTML", () => {
  const css: Record<string, string> = {
    '/_next/static/chunks/3fn4bq__m9xqr.css': '.a{color:red}@font-face{src:url(/fonts/x.woff2)}',
    '/_next/static/chunks/2uf0tg0ue_rh4.css': '.b{background:url("data:image/png;base64,AA==")}',
  };
  const read = (href: string) => css[href] ?? null;
  const linkOf = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;

  it("puts each stylesheet's rules where its link was and keeps the link, disabled, for React to find", () => {
    const rewritten = paintFirstHtml(BUILT_PAGE, read);
    for (const [href, rules] of Object.entries(css)) {
      expect(rewritten).toContain(
        `<style>${rules}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
      );
      expect(rewritten).not.toContain(linkOf(href));
    }
    // In the order Next wrote them, in the head.
    const order = Object.values(css).map((rules) => rewritten.indexOf(rules));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((at) => at > 0 && at < rewritten.indexOf('</head>'))).toBe(true);
    // Everything else is the rewrite without a reader, and it is done once.
    let restored = rewritten;
    for (const [href, rules] of Object.entries(css)) {
      restored = restored.replace(
        `<style>${rules}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
        linkOf(href),
      );
    }
    expect(restored).toBe(paintFirstHtml(BUILT_PAGE));
    expect(paintFirstHtml(rewritten, read)).toBe(rewritten);
  });

  it('keeps the link of a stylesheet it cannot read or whose rules would change meaning inside the page', () => {
    for (const rules of [
      '.a{}</style><script>alert(1)</script>',
      '@import url(/other.css);',
      '.a{background:url(../media/x.png)}',
      '.a{background:url( "img.png")}',
    ]) {
      const rewritten = paintFirstHtml(BUILT_PAGE, (href) => (href.includes('3fn4bq') ? rules : null));
      expect(rewritten).toContain(linkOf('/_next/static/chunks/3fn4bq__m9xqr.css'));
      expect(rewritten).toContain(linkOf('/_next/static/chunks/2uf0tg0ue_rh4.css'));
      expect(rewritten).not.toContain('<style>');
    }
  });
});

/** A browser's parts as far as the loader touches them, with paints, events, frames, timers and tasks in the test's hands. */
function fakeBrowser({ paintEntries = true, hidden = false } = {}) {
  const inserted: { src: string; async: boolean }[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const marks: string[] = [];
  const document = {
    hidden,
    head: {
      appendChild: (element: { src: string; async: boolean }) => inserted.push({ ...element }),
    },
    createElement: () => ({ src: '', async: false }),
    addEventListener: (type: string, listener: () => void) =>
      (listeners[`document:${type}`] ??= []).push(listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'resource'] : ['resource'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  }
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  const window = {
    document,
    self: { performance: { mark: (name: string) => marks.push(name) } },
    PerformanceObserver,
    MessageChannel,
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
  };
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return {
    window,
    inserted,
    marks,
    timers,
    paint: (name: string) =>
      observers.forEach((callback) =>
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
      ),
    fire: (type: string) => run(listeners[type] ?? []),
    runTasks: () => run(tasks),
    runFrame: () => run(frames),
    runTimers: () => run(timers.splice(0).map((timer) => timer.callback)),
  };
}

describe('the loader in a browser', () => {
  const loader = loaderOf(paintFirstHtml(BUILT_PAGE));
  const sources = listOf(loader);

  it('inserts the scripts, async, in a task after the first contentful frame is reported, once', () => {
    const browser = fakeBrowser();
    runInNewContext(loader, browser.window);
    browser.paint('first-paint');
    browser.runTasks();
    expect(browser.inserted).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.inserted).toEqual([]);
    browser.runTasks();
    expect(browser.inserted).toEqual(sources.map((src) => ({ src, async: true, fetchPriority: 'high' })));
    expect(browser.marks).toEqual(['paint-first:scripts']);
    browser.fire('load');
    browser.runTimers();
    browser.runTasks();
    expect(browser.inserted).toHaveLength(sources.length);
  });

  it('should the content never paint, still inserts them, 3 s after the load event', () => {
    const browser = fakeBrowser();
    runInNewContext(loader, browser.window);
    browser.fire('load');
    browser.runTasks();
    expect(browser.inserted).toEqual([]);
    expect(browser.timers.map((timer) => timer.delay)).toEqual([3000]);
    browser.runTimers();
    browser.runTasks();
    expect(browser.inserted).toHaveLength(sources.length);
  });

  it('in a browser without paint entries: two frames after the load event', () => {
    const browser = fakeBrowser({ paintEntries: false });
    runInNewContext(loader, browser.window);
    browser.fire('load');
    browser.runFrame();
    browser.runTasks();
    expect(browser.inserted).toEqual([]);
    browser.runFrame();
    browser.runTasks();
    expect(browser.inserted).toHaveLength(sources.length);
  });

  it('a page loading out of sight (no frames there) starts them at its load event', () => {
    const browser = fakeBrowser({ hidden: true });
    runInNewContext(loader, browser.window);
    browser.fire('load');
    browser.runTasks();
    expect(browser.inserted).toHaveLength(sources.length);
  });
});
