import { buildPlacementReportPdf } from '@/lib/pdf/placement-report';
import { pdfResponse } from '@/lib/pdf/writer';

// Generated once at build time from the placement records, then served as a static file.
export const dynamic = 'force-static';

export async function GET() {
  return pdfResponse(await buildPlacementReportPdf());
}
