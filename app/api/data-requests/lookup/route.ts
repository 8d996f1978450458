import { receiveLookup } from '@/lib/data-requests/receive';
import { answerForm } from '@/lib/request-body';

/** What the request behind a confirmation code is, before the person confirms it (read-only). */
export async function POST(request: Request) {
  return answerForm(request, await receiveLookup(request));
}
