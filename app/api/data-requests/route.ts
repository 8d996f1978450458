import { receiveDataRequest } from '@/lib/data-requests/receive';
import { answerForm } from '@/lib/request-body';

/** The rights page's request (lib/data-requests/receive.ts). */
export async function POST(request: Request) {
  return answerForm(request, await receiveDataRequest(request));
}
