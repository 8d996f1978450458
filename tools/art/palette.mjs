/**
 * The one brand palette both artwork generators draw with. The first entries are the site's design tokens in
 * app/globals.css (named after them); keep the two in step when the brand changes.
 */
export const BRAND = {
  /** --color-brand */
  blue: '#1d4ed8',
  /** --color-brand-strong */
  blueStrong: '#1e3a8a',
  /** --color-ink */
  navy: '#0f172a',
  /** --color-accent: the brand orange. */
  orange: '#f97316',
  /** An artwork-only highlight (badges, trims), not a site token. */
  amber: '#fbbf24',
};
