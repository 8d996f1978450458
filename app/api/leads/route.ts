import { receiveLead } from '@/lib/leads/receive';
import { answerForm } from '@/lib/request-body';

/** Every lead form submits here first: checked, then kept (lib/leads/receive.ts). */
export async function POST(request: Request) {
  return answerForm(request, await receiveLead(request));
}
