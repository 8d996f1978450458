import logos from './logos.json';

/**
 * The vector logos under public/: file, size and name of each (the name doubles as alt text). logos.json is the
 * record to edit by hand; tools/art/vector draws the artwork and reads this file for the names it letters and the
 * files it writes. Every company and brand here is fictional.
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

/** JSON gives plain strings: check each source is an SVG under public/ so SvgImage can take it. */
function svgLogo<T extends { src: string }>(logo: T): T & { src: `/${string}.svg` } {
  if (!/^\/.+\.svg$/.test(logo.src)) throw new Error(`lib/media/logos.json: ${logo.src} is not an SVG path`);
  return logo as T & { src: `/${string}.svg` };
}

/** Companies that hire from the institute (fictional). */
export const hiringPartners: CompanyLogo[] = logos.hiringPartners.map(svgLogo);

/** Organisations the institute has trained or built for (fictional). */
export const clientLogos: CompanyLogo[] = logos.clientLogos.map(svgLogo);

/** Sample logos for the logo-design service page (fictional brands). */
export const logoShowcase: ShowcaseLogo[] = logos.logoShowcase.map(svgLogo);
