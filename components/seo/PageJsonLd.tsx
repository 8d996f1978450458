import { breadcrumbJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/json-ld';
import { breadcrumbTrail, type SitePath } from '@/lib/pages';
import { JsonLd } from './JsonLd';

/** An inner page's structured data: its breadcrumb trail, and any items of its own. */
export function PageJsonLd({ path, items = [] }: { path: SitePath; items?: JsonLdData[] }) {
  return <JsonLd data={[breadcrumbJsonLd(breadcrumbTrail(path)), ...items]} />;
}
