/**
 * Paint first, then hydrate: the one place that decides what a page's first frame waits for.
 *
 * Next 16 writes a page's script files as `<script src="/_next/static/…" async="">` (React's bootstrap
 * script and the chunks it preinits), so the browser runs each the moment it arrives, often before it has
 * shown the page's first frame: on a phone the hero text waits for the framework to evaluate, and
 * Lighthouse charges the scripts to the largest paint. Next has no option to delay them. And it writes the
 * page's CSS as render-blocking `<link rel="stylesheet">` files: the first frame waits one more round trip
 * after the HTML (562 ms on Lighthouse's slow 4G).
 *
 * `paintFirstHtml` rewrites a page's HTML where the cache handler stores or first reads it
 * (deploy/cache-handler.mjs), before its Content-Security-Policy is computed:
 * - every such script tag goes; one inline loader inserts the same scripts, async as before, once the first
 *   frame with content has been presented (the `first-contentful-paint` entry, which the browser reports
 *   after the frame reached the screen, then a task). Hydration then completes as it did, after the frame
 *   instead of before it. A page with nothing to paint before its scripts keeps Next's tags (`showsContent`).
 * - each stylesheet's rules come inside the HTML, in a `<style>` where its link was, and the link stays
 *   `disabled` (the browser does not fetch it): React finds the link when it hydrates and on later
 *   navigations, so it neither inserts the file again nor waits for it. Next's `experimental.inlineCss`
 *   does the same, but puts every rule in the page's RSC payload too: the HTML grew 2.5 to 4 times
 *   gzipped (/aboutus 9.6 → 40.7 KB), and so would every navigation's payload; this adds 9-12 KB.
 *
 * Why no preloads: a script request that ends before the frame shares the link with the HTML the frame
 * needs, and Lighthouse's simulation charges every request that ended before the largest paint to that
 * paint unless it finds the script's evaluation after it, which it does not for the small chunks (tasks
 * under 10 ms are dropped from its graph). Measured, simulated LCP medians of 3 with the CSS inline: with
 * Next's one preload (its 4.7 KB bootstrap script) 1.17-1.21 s, with scripts on the path in every run;
 * without, 1.0-1.09 s. The scripts are asked for right after the frame instead (docs/performance.md).
 *
 * Plain JavaScript: the cache handler is loaded by `next start` without compiling.
 */

/** The loader's code before and after its one argument, the JSON list of script addresses. */
const LOADER_PREFIX =
  '(function(s){var d=document,p=self.performance,w=0,' +
  // The scripts, in their order, as the async scripts Next wrote, once; at high priority: the frame is on
  // the screen, and they go ahead of the images its layout queued (below the fold, loaded lazily).
  'run=function(){if(!s)return;p&&p.mark&&p.mark("paint-first:scripts");s.forEach(function(u){' +
  'var e=d.createElement("script");e.src=u;e.async=true;e.fetchPriority="high";d.head.appendChild(e)});s=null},' +
  // In a task of their own (a message: timers may be held back, by a test's clock among others).
  'go=function(){var c=new MessageChannel;c.port1.onmessage=run;c.port2.postMessage(0)};' +
  // The frame with content is on the screen when its paint entry is reported.
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
  'new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&go()})' +
  '.observe({type:"paint",buffered:true});w=3e3}catch(x){}' +
  // A page loading out of sight paints nothing until shown: at its load event. A browser without paint
  // entries: two frames after the load event. Otherwise 3 s after it, should the content never paint
  // (say, kept invisible until a script shows it): hydration must come, even late.
  'addEventListener("load",function(){d.hidden?go():w?setTimeout(go,w):' +
  'requestAnimationFrame(function(){requestAnimationFrame(go)})});' +
  'd.addEventListener("visibilitychange",function(){d.hidden&&go()})' +
  '})(';
const LOADER_SUFFIX = ')';

/** The loader's exact form, for the page's policy (lib/security-headers.mjs hashes it). */
export const PAINT_FIRST_LOADER = Object.freeze({ prefix: LOADER_PREFIX, suffix: LOADER_SUFFIX });

/** Where the site's script and style files are served from. */
export const SCRIPT_PATH_PREFIX = '/_next/static/';

/** Next's script tags, exactly as React writes them. */
const NEXT_ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** Next's low-priority preload of its bootstrap script. */
const NEXT_SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;
/** Next's stylesheet links, exactly as React writes them. */
const NEXT_STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/[\w/.~-]+\.css)" data-precedence="next"\/>/g;

/**
 * Reads a stylesheet of the build by its address (under `/_next/static/`), or gives null: then its link
 * stays as it was.
 * @typedef {(href: string) => string | null} StylesheetReader
 */

/**
 * Whether a stylesheet's rules mean the same inside the page: nothing that could close the `<style>`
 * element, no `@import`, and every `url()` absolute (a relative one would resolve against the page).
 * @param {string} css
 */
export function isInlinableCss(css) {
  return !/<\/style/i.test(css) && !/@import/i.test(css) && !/url\((?!\s*['"]?(?:[/#]|data:))/i.test(css);
}

/**
 * The page's HTML with each stylesheet link's rules inlined before it and the link disabled.
 * @param {string} html
 * @param {StylesheetReader} readStylesheet
 */
function inlineStylesheets(html, readStylesheet) {
  return html.replace(NEXT_STYLESHEET, (tag, href) => {
    const css = href.includes('..') ? null : readStylesheet(href);
    if (css === null || !isInlinableCss(css)) return tag;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`;
  });
}

/**
 * Whether a loader's argument is one it may carry: a list of the site's own script files.
 * @param {unknown} value
 */
export function isPaintFirstScriptList(value) {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (entry) =>
        typeof entry === 'string' &&
        entry.startsWith(SCRIPT_PATH_PREFIX) &&
        !entry.includes('..') &&
        /^[\w/.~-]+$/.test(entry),
    )
  );
}

/**
 * Whether the HTML has something to paint before any script runs: text or a picture in its body outside
 * scripts, templates and hidden elements. A page rendered in the browser (Next's 404 under the catch-all
 * writes an empty body and the whole page into its payload) has nothing, and its scripts stay as Next wrote
 * them: waiting for a frame would only delay its content.
 * @param {string} html
 */
export function showsContent(html) {
  const start = html.indexOf('<body');
  if (start < 0) return false;
  const visible = html
    .slice(start)
    .replace(/<(script|template|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<(\w+)\b[^>]*\shidden(?:="[^"]*")?[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  return /<(img|svg|picture|video|canvas)\b/i.test(visible) || /\S/.test(visible.replace(/<[^>]*>/g, ''));
}

/**
 * The page's HTML with Next's async script tags replaced by one loader that inserts them after the first
 * frame, and, given a reader, its stylesheets inlined. HTML without such tags (not Next's, or rewritten
 * already) comes back unchanged.
 * @param {string} html
 * @param {StylesheetReader} [readStylesheet]
 * @returns {string}
 */
export function paintFirstHtml(html, readStylesheet) {
  /** @type {string[]} */
  const sources = [];
  let first = -1;
  const without = html.replace(NEXT_ASYNC_SCRIPT, (tag, src, offset) => {
    if (first < 0) first = offset;
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (first < 0 || !isPaintFirstScriptList(sources) || !showsContent(html)) return html;
  // The addresses are checked above; `<` cannot occur in them, so the JSON cannot close the element.
  const loader = `<script>${LOADER_PREFIX}${JSON.stringify(sources)}${LOADER_SUFFIX}</script>`;
  // Their preloads go too (see above). Nothing else before the first tag's position was removed.
  const head = without
    .slice(0, first)
    .replace(NEXT_SCRIPT_PRELOAD, (tag, src) => (sources.includes(src) ? '' : tag));
  const rest = head + loader + without.slice(first);
  return readStylesheet ? inlineStylesheets(rest, readStylesheet) : rest;
}

/**
 * Gives a cache entry's page its paint-first HTML, in place (Next answers a freshly rendered page with the
 * very object it hands the cache to store). Other entries are left alone.
 * @param {unknown} value
 * @param {StylesheetReader} [readStylesheet]
 */
export function applyPaintFirst(value, readStylesheet) {
  if (!value || typeof value !== 'object') return;
  const entry = /** @type {{ kind?: unknown, html?: unknown }} */ (value);
  if (entry.kind === 'APP_PAGE' && typeof entry.html === 'string') {
    entry.html = paintFirstHtml(entry.html, readStylesheet);
  }
}
