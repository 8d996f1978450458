import { receiveVitals } from '@/lib/vitals/receive';
import { answerForm } from '@/lib/request-body';

/** The visitors' Core Web Vitals beacons (lib/vitals/receive.ts). */
export async function POST(request: Request) {
  return answerForm(request, await receiveVitals(request));
}
