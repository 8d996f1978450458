import { notFound } from 'next/navigation';

// Regenerated hourly, as the home page is: its notice shows the home page's sections, batch dates included.
export const revalidate = 3600;

/**
 * Every path that no route claims is rewritten here (next.config.ts, `fallback` rewrites) and answers 404
 * with the home page under a notice (./not-found.tsx). One fixed address renders it, so made-up paths share
 * one cache entry instead of leaving one each. It is not the root not-found, because the root layout sends
 * its not-found tree with every page: the home page would ride along in every page's HTML and JavaScript.
 */
export default function UnknownPath(): never {
  notFound();
}
