import { breadcrumbJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/json-ld';
import { breadcrumbTrail } from '@/lib/seo/routes';
import { JsonLd } from './JsonLd';

/** An inner page's structured data: its breadcrumb trail, and any items of its own. */
export function PageJsonLd({ path, items = [] }: { path: string; items?: JsonLdData[] }) {
  return <JsonLd data={[breadcrumbJsonLd(breadcrumbTrail(path)), ...items]} />;
}
