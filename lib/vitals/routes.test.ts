/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sitePages } from '@/lib/pages';
import { routePattern } from './route-pattern';
import { KNOWN_ROUTES, isKnownRoute } from './routes';

/** The route pattern of every page file under app/, as Next routes it: groups dropped, params kept. */
function appRoutePatterns(): string[] {
  const app = path.join(process.cwd(), 'app');
  return readdirSync(app, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => {
      const segments = path
        .relative(app, entry.parentPath)
        .split(path.sep)
        .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
      return `/${segments.join('/')}`;
    });
}

describe('route patterns', () => {
  it('a registered page’s path is its own pattern, and known', () => {
    for (const page of sitePages) {
      expect(routePattern(page.path)).toBe(page.path);
      expect(isKnownRoute(page.path)).toBe(true);
    }
  });

  it('a blog address gives its route’s pattern, never its post, page or category', () => {
    expect(routePattern('/blog')).toBe('/blog');
    expect(routePattern('/blog/12/why-projects-get-you-hired')).toBe('/blog/[id]/[title]');
    expect(routePattern('/blog/0/missing')).toBe('/blog/[id]/[title]');
    expect(routePattern('/blog/page/3')).toBe('/blog/page/[n]');
    expect(routePattern('/blog/category/career-tips')).toBe('/blog/category/[slug]');
    expect(routePattern('/blog/category/career-tips/page/2')).toBe('/blog/category/[slug]/page/[n]');
    expect(routePattern('/blog/search')).toBe('/blog/search');
    expect(routePattern('/blog/12/why-projects-get-you-hired/')).toBe('/blog/[id]/[title]');
    expect(routePattern('/aboutus/')).toBe('/aboutus');
  });

  it('every page file of the app has a known pattern (a new dynamic route must be added here)', () => {
    const notMeasured = ['/unknown-path', '/bench-reference'];
    for (const pattern of appRoutePatterns()) {
      if (notMeasured.includes(pattern)) continue;
      expect({ pattern, known: KNOWN_ROUTES.has(pattern) }).toEqual({ pattern, known: true });
    }
    expect(KNOWN_ROUTES.size).toBeLessThan(64);
  });

  it('a made-up path is not known, nor a pattern that is not a path', () => {
    expect(isKnownRoute(routePattern('/wp-admin/setup.php'))).toBe(false);
    expect(isKnownRoute('/coursesmain')).toBe(false);
    expect(isKnownRoute('/blog/[id]')).toBe(false);
    expect(isKnownRoute(42)).toBe(false);
    expect(routePattern('not-a-path')).toBeNull();
    expect(routePattern(`/${'x'.repeat(100)}`)).toBeNull();
  });
});
