import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { PREVIEW_COOKIE, exitPath } from '@/lib/blog/preview';

/** Leaves the preview: back to the site as visitors see it, at the address given in `to` (a blog address). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  redirect(exitPath(new URL(request.url).searchParams.get('to')));
}
