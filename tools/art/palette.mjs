/**
 * The one brand palette both artwork generators draw with. The blues and the ink are the site's design tokens in
 * app/globals.css (named beside each); keep the two in step when the brand changes.
 */
export const BRAND = {
  /** --color-brand */
  blue: '#1d4ed8',
  /** --color-brand-strong */
  blueStrong: '#1e3a8a',
  /** --color-ink */
  navy: '#0f172a',
  /**
   * The brand orange as artwork draws it. The site's --color-accent (#c2410c) is a darker shade of it, chosen
   * for small text on white; drawn on the brand blue (the favicon's arch) or on navy (banners, the blog cover)
   * that shade loses most of its contrast, so the artwork keeps this brighter one.
   */
  orange: '#f97316',
  /** An artwork-only highlight (badges, trims), not a site token. */
  amber: '#fbbf24',
};
