import { receiveConfirmation } from '@/lib/data-requests/receive';
import { answerForm } from '@/lib/request-body';

/** The person's confirmation of a request, with the code from the verification e-mail. */
export async function POST(request: Request) {
  return answerForm(request, await receiveConfirmation(request));
}
