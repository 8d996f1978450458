/**
 * Paint first, then hydrate: the one place that decides when a page's scripts start.
 *
 * Next 16 writes a page's script files as `<script src="/_next/static/…" async="">` (React's bootstrap
 * script and the chunks it preinits), so the browser runs each the moment it arrives, often before it has
 * shown the page's first frame: on a phone the hero text waits for the framework to evaluate, and
 * Lighthouse charges the scripts to the largest paint. Next has no option to delay them.
 *
 * `paintFirstHtml` rewrites a page's HTML where the cache handler stores or first reads it
 * (deploy/cache-handler.mjs), before its Content-Security-Policy is computed: every such tag, and Next's
 * low-priority preload of its bootstrap script, goes; one inline loader inserts the same scripts, async as
 * before, once the first frame with content has been presented (the `first-contentful-paint` entry, which
 * the browser reports after the frame reached the screen, then a task). Hydration then completes as it
 * did, after the frame instead of before it. A page with nothing to paint before its scripts keeps Next's
 * tags (`showsContent`).
 *
 * Why no preloads: a script request that ends before the frame shares the link with the HTML and CSS the
 * frame needs, and Lighthouse's simulation charges every request that ended before the largest paint to
 * that paint unless it finds the script's evaluation after it, which it does not for the small chunks
 * (tasks under 10 ms are dropped from its graph). Measured on /aboutus: with preloads, LCP 2.0-2.1 s; without,
 * 0.93 s. The scripts are asked for right after the frame instead (docs/performance.md).
 *
 * Plain JavaScript: the cache handler is loaded by `next start` without compiling.
 */

/** The loader's code before and after its one argument, the JSON list of script addresses. */
const LOADER_PREFIX =
  '(function(s){var d=document,p=self.performance,w=0,' +
  // The scripts, in their order, as the async scripts Next wrote, once.
  'run=function(){if(!s)return;p&&p.mark&&p.mark("paint-first:scripts");s.forEach(function(u){' +
  'var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)});s=null},' +
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

/** Where the site's script files are served from. */
export const SCRIPT_PATH_PREFIX = '/_next/static/';

/** Next's script tags, exactly as React writes them. */
const NEXT_ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const NEXT_SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

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
 * The page's HTML with Next's async script tags replaced by preloads and one loader that inserts them after
 * the first frame. HTML without such tags (not Next's, or rewritten already) comes back unchanged.
 * @param {string} html
 * @returns {string}
 */
export function paintFirstHtml(html) {
  /** @type {string[]} */
  const sources = [];
  let first = -1;
  const without = html.replace(NEXT_ASYNC_SCRIPT, (tag, src, offset) => {
    if (first < 0) first = offset;
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (first < 0 || !isPaintFirstScriptList(sources) || !showsContent(html)) return html;
  // Their preloads go too (see above).
  const head = without
    .slice(0, first)
    .replace(NEXT_SCRIPT_PRELOAD, (tag, src) => (sources.includes(src) ? '' : tag));
  // The addresses are checked above; `<` cannot occur in them, so the JSON cannot close the element.
  const loader = `<script>${LOADER_PREFIX}${JSON.stringify(sources)}${LOADER_SUFFIX}</script>`;
  // Everything removed before the first tag's position is nothing: that position is the same in both.
  return head + loader + without.slice(first);
}

/**
 * Gives a cache entry's page its paint-first HTML, in place (Next answers a freshly rendered page with the
 * very object it hands the cache to store). Other entries are left alone.
 * @param {unknown} value
 */
export function applyPaintFirst(value) {
  if (!value || typeof value !== 'object') return;
  const entry = /** @type {{ kind?: unknown, html?: unknown }} */ (value);
  if (entry.kind === 'APP_PAGE' && typeof entry.html === 'string') entry.html = paintFirstHtml(entry.html);
}
