// Writes the logo maker's icon catalogue, public/icons/catalogue.json, and its licence, public/icons/LICENSE.txt,
// from the lucide-static icon set (ISC). Run after changing the list below or upgrading lucide-static:
//   node tools/build-icon-catalogue.mjs
// The catalogue keeps each icon's drawing as [tag, attributes] nodes, so the browser builds the SVG itself
// and no markup is ever injected as HTML.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const lucideDir = dirname(require.resolve('lucide-static/package.json'));
const lucide = JSON.parse(readFileSync(join(lucideDir, 'package.json'), 'utf8'));
const iconNodes = JSON.parse(readFileSync(join(lucideDir, 'icon-nodes.json'), 'utf8'));
const lucideTags = JSON.parse(readFileSync(join(lucideDir, 'tags.json'), 'utf8'));
const licenceText = readFileSync(join(lucideDir, 'LICENSE'), 'utf8');

/** Icons that suit a logo, by theme; the theme becomes a tag so visitors can search by it. */
// prettier-ignore
const THEMES = {
  shapes: [
    'circle', 'square', 'triangle', 'hexagon', 'octagon', 'pentagon', 'diamond', 'star', 'heart', 'sparkles',
    'sparkle', 'shapes', 'infinity', 'layers', 'blocks', 'component', 'layout-grid', 'puzzle', 'gem', 'crown',
  ],
  nature: [
    'zap', 'flame', 'sun', 'moon', 'cloud', 'snowflake', 'droplet', 'leaf', 'sprout', 'tree-pine', 'trees',
    'flower', 'flower-2', 'mountain', 'mountain-snow', 'waves-horizontal', 'wind', 'rainbow', 'globe', 'earth',
    'feather', 'bird', 'fish', 'rabbit', 'cat', 'dog', 'paw-print', 'shell', 'clover', 'recycle', 'wheat',
  ],
  food: [
    'apple', 'cherry', 'grape', 'citrus', 'carrot', 'coffee', 'cup-soda', 'pizza', 'cake', 'cake-slice', 'cookie',
    'croissant', 'ice-cream-cone', 'utensils', 'chef-hat', 'wine', 'beer', 'sandwich', 'soup', 'egg', 'salad',
  ],
  tech: [
    'code', 'code-xml', 'terminal', 'cpu', 'database', 'server', 'cloud-cog', 'wifi', 'bot', 'brain',
    'brain-circuit', 'circuit-board', 'monitor', 'laptop', 'smartphone', 'tablet', 'mouse', 'keyboard',
    'git-branch', 'binary', 'braces', 'rocket', 'satellite', 'radar', 'plug', 'battery-charging',
  ],
  science: ['atom', 'microscope', 'flask-conical', 'dna', 'test-tube', 'telescope', 'lightbulb'],
  business: [
    'briefcase', 'building', 'landmark', 'store', 'shopping-bag', 'shopping-cart', 'wallet', 'credit-card',
    'banknote', 'piggy-bank', 'coins', 'chart-line', 'chart-bar', 'chart-pie', 'trending-up', 'target',
    'handshake', 'award', 'trophy', 'medal', 'badge-check', 'shield', 'shield-check', 'lock', 'key', 'scale',
    'gavel', 'factory', 'warehouse', 'package', 'box', 'gift',
  ],
  education: [
    'book', 'book-open', 'graduation-cap', 'school', 'library', 'pencil', 'pen-tool', 'notebook-pen',
  ],
  creative: [
    'palette', 'brush', 'paintbrush', 'camera', 'eighth-notes', 'headphones', 'mic', 'film', 'clapperboard',
    'gamepad-2', 'scissors', 'shirt', 'glasses',
  ],
  travel: [
    'bike', 'car', 'plane', 'ship', 'train-front', 'bus', 'truck', 'anchor', 'compass', 'map', 'map-pin',
    'navigation', 'house', 'hotel', 'tent', 'umbrella', 'sailboat', 'castle', 'church', 'footprints', 'tractor',
  ],
  health: ['stethoscope', 'heart-pulse', 'pill', 'cross', 'hospital', 'baby', 'dumbbell'],
  people: ['users', 'user-round', 'message-circle', 'mail', 'phone', 'send', 'bell'],
  tools: ['calendar', 'clock', 'hourglass', 'hammer', 'wrench', 'settings', 'cog'],
};

/** Names that read badly when spelled out from the file name. */
const LABELS = {
  'flower-2': 'Blossom',
  'gamepad-2': 'Gamepad',
  'code-xml': 'Code Brackets',
  'train-front': 'Train',
  'eighth-notes': 'Music Notes',
  'waves-horizontal': 'Waves',
  'user-round': 'User',
  'cup-soda': 'Soda',
  'notebook-pen': 'Notebook',
  'ice-cream-cone': 'Ice Cream',
  'tree-pine': 'Pine Tree',
  'mountain-snow': 'Snowy Mountain',
  'flask-conical': 'Flask',
  'chart-line': 'Line Chart',
  'chart-bar': 'Bar Chart',
  'chart-pie': 'Pie Chart',
  'layout-grid': 'Grid',
  dna: 'DNA',
  cpu: 'CPU',
};

/** Enough of each icon's tags to find it by meaning, without bloating the file. */
const MAX_TAGS = 10;

const SVG_TAGS = new Set(['path', 'circle', 'rect', 'line', 'ellipse', 'polyline', 'polygon']);

function label(name) {
  return (
    LABELS[name] ??
    name
      .split('-')
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(' ')
  );
}

const seen = new Set();
const labels = new Set();
const icons = [];
for (const [theme, names] of Object.entries(THEMES)) {
  for (const name of names) {
    if (seen.has(name)) throw new Error(`${name} is listed twice`);
    seen.add(name);
    const nodes = iconNodes[name];
    if (!nodes) throw new Error(`lucide-static ${lucide.version} has no icon named ${name}`);
    for (const [tag] of nodes) {
      if (!SVG_TAGS.has(tag)) throw new Error(`${name} uses <${tag}>, which the logo maker does not draw`);
    }
    const tags = [...new Set([theme, ...(lucideTags[name] ?? [])])].slice(0, MAX_TAGS);
    const text = label(name);
    if (labels.has(text)) throw new Error(`two icons are labelled ${text}`);
    labels.add(text);
    icons.push({ name, label: text, tags, nodes });
  }
}
icons.sort((a, b) => a.label.localeCompare(b.label));

const catalogue = {
  source: `lucide-static ${lucide.version}`,
  licence: {
    name: lucide.license,
    holders: 'Lucide Icons and Contributors; icons derived from Feather: Cole Bemis (MIT)',
    url: lucide.homepage,
    text: '/icons/LICENSE.txt',
  },
  icons,
};

const outDir = join(root, 'public', 'icons');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'catalogue.json'), JSON.stringify(catalogue));
writeFileSync(
  join(outDir, 'LICENSE.txt'),
  `The icons in catalogue.json come from Lucide (${lucide.homepage}), package lucide-static ${lucide.version}.\n\n${licenceText}`,
);
console.log(`Wrote ${icons.length} icons to public/icons/catalogue.json`);
