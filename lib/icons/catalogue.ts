/**
 * The logo maker's icon catalogue: a static file, public/icons/catalogue.json, written by
 * tools/build-icon-catalogue.mjs from the Lucide icon set (ISC). Each icon is drawn from [tag, attributes]
 * nodes; reading the file keeps only the shapes and attributes an icon needs, so nothing else can be drawn.
 */

export const ICON_CATALOGUE_URL = '/icons/catalogue.json';
export const ICON_LICENCE_URL = '/icons/LICENSE.txt';

export const ICON_SHAPES = ['path', 'circle', 'rect', 'line', 'ellipse', 'polyline', 'polygon'] as const;
export type IconShape = (typeof ICON_SHAPES)[number];

const ICON_ATTRIBUTES = [
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'points',
  'fill',
] as const;
export type IconAttribute = (typeof ICON_ATTRIBUTES)[number];

export type IconNode = [shape: IconShape, attributes: Partial<Record<IconAttribute, string>>];

export interface CatalogueIcon {
  /** Lucide's file name, unique: "graduation-cap". */
  name: string;
  /** What a visitor reads: "Graduation Cap". */
  label: string;
  /** Words the filter also matches: a theme ("education") and Lucide's own tags. */
  tags: string[];
  nodes: IconNode[];
}

export interface IconCatalogue {
  /** Package and version the icons came from. */
  source: string;
  licence: { name: string; holders: string; url: string; text: string };
  icons: CatalogueIcon[];
}

const shapes = new Set<string>(ICON_SHAPES);
const attributes = new Set<string>(ICON_ATTRIBUTES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readNode(value: unknown): IconNode | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [shape, attrs] = value as [unknown, unknown];
  if (typeof shape !== 'string' || !shapes.has(shape) || !isRecord(attrs)) return null;
  const kept: Partial<Record<IconAttribute, string>> = {};
  for (const [name, attr] of Object.entries(attrs)) {
    if (attributes.has(name) && typeof attr === 'string') kept[name as IconAttribute] = attr;
  }
  return [shape as IconShape, kept];
}

function readIcon(value: unknown): CatalogueIcon | null {
  if (!isRecord(value)) return null;
  const { name, label, tags, nodes } = value;
  if (typeof name !== 'string' || typeof label !== 'string' || !Array.isArray(nodes)) return null;
  const drawn = nodes.map(readNode);
  if (drawn.length === 0 || drawn.some((node) => node === null)) return null;
  return {
    name,
    label,
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    nodes: drawn as IconNode[],
  };
}

/** The catalogue from its parsed JSON; icons that do not read as icons are left out. */
export function readCatalogue(json: unknown): IconCatalogue {
  if (!isRecord(json) || !Array.isArray(json.icons)) throw new Error('The icon catalogue has no icons.');
  const licence = isRecord(json.licence) ? json.licence : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    source: text(json.source),
    licence: {
      name: text(licence.name),
      holders: text(licence.holders),
      url: text(licence.url),
      text: text(licence.text),
    },
    icons: json.icons.map(readIcon).filter((icon): icon is CatalogueIcon => icon !== null),
  };
}

/** Fetcher for swr: the catalogue at this URL. */
export async function fetchCatalogue(url: string): Promise<IconCatalogue> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The icon catalogue answered ${response.status}.`);
  return readCatalogue(await response.json());
}
