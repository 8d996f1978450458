import { notFound } from 'next/navigation';

/**
 * The catch-all route: every path no other route claims lands here and answers 404 with the home page
 * under a notice (./not-found.tsx). It lives in its own segment, not in the root not-found, because the
 * root layout sends its not-found tree to the browser with every page: the home page would ride along
 * in every page's HTML and load its islands' JavaScript everywhere.
 */
export default function UnknownPath(): never {
  notFound();
}
