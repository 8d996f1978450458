/**
 * Logo artwork under public/, drawn by scripts/generate-vector-art.mjs (regenerate with
 * `node scripts/generate-vector-art.mjs`). Every company and brand here is fictional; names double as alt text.
 */

export interface CompanyLogo {
  name: string;
  /** Vector artwork under public/: rendered with SvgImage. */
  src: `/${string}.svg`;
  width: number;
  height: number;
}

export interface ShowcaseLogo extends CompanyLogo {
  description: string;
}

/** Companies that hire from the institute (fictional). */
export const hiringPartners: CompanyLogo[] = [
  { name: 'Nimbusware', src: '/logos/partners/nimbusware.svg', width: 160, height: 56 },
  { name: 'Quantiva', src: '/logos/partners/quantiva.svg', width: 160, height: 56 },
  { name: 'Kestrel Analytics', src: '/logos/partners/kestrel-analytics.svg', width: 160, height: 56 },
  { name: 'Tessellate', src: '/logos/partners/tessellate.svg', width: 160, height: 56 },
  { name: 'Bluepeak Systems', src: '/logos/partners/bluepeak-systems.svg', width: 160, height: 56 },
  { name: 'Orbitline', src: '/logos/partners/orbitline.svg', width: 160, height: 56 },
  { name: 'Verdant Labs', src: '/logos/partners/verdant-labs.svg', width: 160, height: 56 },
  { name: 'Ironleaf', src: '/logos/partners/ironleaf.svg', width: 160, height: 56 },
  { name: 'Lumenstack', src: '/logos/partners/lumenstack.svg', width: 160, height: 56 },
  { name: 'Cobaltix', src: '/logos/partners/cobaltix.svg', width: 160, height: 56 },
  { name: 'Sparrowsoft', src: '/logos/partners/sparrowsoft.svg', width: 160, height: 56 },
  { name: 'Helixion', src: '/logos/partners/helixion.svg', width: 160, height: 56 },
  { name: 'Northvale Data', src: '/logos/partners/northvale-data.svg', width: 160, height: 56 },
  { name: 'Cirrusgate', src: '/logos/partners/cirrusgate.svg', width: 160, height: 56 },
  { name: 'Deccan Cloudworks', src: '/logos/partners/deccan-cloudworks.svg', width: 160, height: 56 },
  { name: 'Saffronix Labs', src: '/logos/partners/saffronix-labs.svg', width: 160, height: 56 },
  { name: 'Meridiq', src: '/logos/partners/meridiq.svg', width: 160, height: 56 },
  { name: 'Gridhaven', src: '/logos/partners/gridhaven.svg', width: 160, height: 56 },
  { name: 'Zephyrion', src: '/logos/partners/zephyrion.svg', width: 160, height: 56 },
  {
    name: 'Brightforge Consulting',
    src: '/logos/partners/brightforge-consulting.svg',
    width: 160,
    height: 56,
  },
  { name: 'Pixelmoor', src: '/logos/partners/pixelmoor.svg', width: 160, height: 56 },
];

/** Organisations the institute has trained or built for (fictional). */
export const clientLogos: CompanyLogo[] = [
  { name: 'Bazaarly', src: '/logos/clients/bazaarly.svg', width: 160, height: 56 },
  { name: 'Rupeewise', src: '/logos/clients/rupeewise.svg', width: 160, height: 56 },
  { name: 'Medinest Health', src: '/logos/clients/medinest-health.svg', width: 160, height: 56 },
  { name: 'Cargoloop Logistics', src: '/logos/clients/cargoloop-logistics.svg', width: 160, height: 56 },
  { name: 'Gyanbud', src: '/logos/clients/gyanbud.svg', width: 160, height: 56 },
  { name: 'Vaultara Pay', src: '/logos/clients/vaultara-pay.svg', width: 160, height: 56 },
  { name: 'Carevista Clinics', src: '/logos/clients/carevista-clinics.svg', width: 160, height: 56 },
  { name: 'Freightnest', src: '/logos/clients/freightnest.svg', width: 160, height: 56 },
  { name: 'Vidyapath Academy', src: '/logos/clients/vidyapath-academy.svg', width: 160, height: 56 },
  { name: 'Mandicart', src: '/logos/clients/mandicart.svg', width: 160, height: 56 },
  { name: 'Ledgerline Finance', src: '/logos/clients/ledgerline-finance.svg', width: 160, height: 56 },
  { name: 'Pulsewell Diagnostics', src: '/logos/clients/pulsewell-diagnostics.svg', width: 160, height: 56 },
  { name: 'Transitra Logistics', src: '/logos/clients/transitra-logistics.svg', width: 160, height: 56 },
  { name: 'Brainbloom', src: '/logos/clients/brainbloom.svg', width: 160, height: 56 },
  { name: 'Freshkosh Grocers', src: '/logos/clients/freshkosh-grocers.svg', width: 160, height: 56 },
  { name: 'Vriddhix Capital', src: '/logos/clients/vriddhix-capital.svg', width: 160, height: 56 },
  { name: 'Healora Health', src: '/logos/clients/healora-health.svg', width: 160, height: 56 },
  { name: 'Portlane Logistics', src: '/logos/clients/portlane-logistics.svg', width: 160, height: 56 },
  { name: 'Quizcraft', src: '/logos/clients/quizcraft.svg', width: 160, height: 56 },
  { name: 'Stitchbay Apparel', src: '/logos/clients/stitchbay-apparel.svg', width: 160, height: 56 },
];

/** Sample logos for the logo-design service page (fictional brands). */
export const logoShowcase: ShowcaseLogo[] = [
  {
    name: 'Chai & Chapter',
    src: '/images/logo-showcase/sample-01.svg',
    width: 240,
    height: 240,
    description: 'Café and reading room: a steaming cup with an open book, in warm roasted browns.',
  },
  {
    name: 'Kinetic Loft',
    src: '/images/logo-showcase/sample-02.svg',
    width: 240,
    height: 240,
    description: 'Fitness studio: a bold dumbbell in electric lime on charcoal, for a high-energy gym brand.',
  },
  {
    name: 'Paylynx',
    src: '/images/logo-showcase/sample-03.svg',
    width: 240,
    height: 240,
    description: 'Fintech payments app: two interlocking links in lavender and white on deep indigo.',
  },
  {
    name: 'Mitti Organics',
    src: '/images/logo-showcase/sample-04.svg',
    width: 240,
    height: 240,
    description: 'Organic grocery store: a sprout rising from an earthen bowl, in leaf green and terracotta.',
  },
  {
    name: 'Wanderwise',
    src: '/images/logo-showcase/sample-05.svg',
    width: 240,
    height: 240,
    description:
      'Travel agency: a paper plane looping around a globe, in sky blue with a sunny orange accent.',
  },
  {
    name: 'Little Peepal',
    src: '/images/logo-showcase/sample-06.svg',
    width: 240,
    height: 240,
    description:
      'Primary school: a friendly peepal tree with an open book at its roots, in green and warm brown.',
  },
  {
    name: 'Crumb & Co.',
    src: '/images/logo-showcase/sample-07.svg',
    width: 240,
    height: 240,
    description: 'Artisan bakery: a cupcake with a cherry on top, in berry pink and cream.',
  },
  {
    name: 'Keystone Habitat',
    src: '/images/logo-showcase/sample-08.svg',
    width: 240,
    height: 240,
    description: 'Real-estate advisors: a gold roofline over a keyhole doorway, on midnight navy.',
  },
];
