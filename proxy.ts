import { NextResponse, type NextRequest } from 'next/server';

/**
 * The MERN page lives at /CoursesMain (exact case, as the spec registers it); its lower-case spelling
 * redirects there. next.config redirects match paths without regard to case, so they cannot tell the
 * two apart: this check does, and runs only for that one path.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/coursesmain') {
    const url = request.nextUrl.clone();
    url.pathname = '/CoursesMain';
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = { matcher: ['/coursesmain'] };
