import type { SocialLink } from '@/lib/site';

/** Simple glyphs for the social networks the footer links to. */
export function SocialIcon({ name }: { name: SocialLink['name'] }) {
  const common = {
    width: 20,
    height: 20,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (name) {
    case 'Facebook':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z"
          />
        </svg>
      );
    case 'Instagram':
      return (
        <svg {...common}>
          <rect
            x="3.5"
            y="3.5"
            width="17"
            height="17"
            rx="5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
        </svg>
      );
    case 'LinkedIn':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M4.5 9h3v10.5h-3V9zm1.5-5a1.75 1.75 0 1 1 0 3.5A1.75 1.75 0 0 1 6 4zm3.8 5h2.9v1.4h.1c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.7 2 3.7 4.7v6h-3v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8v5.4h-2.8V9z"
          />
        </svg>
      );
    case 'YouTube':
      return (
        <svg {...common}>
          <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" fill="currentColor" />
          <path d="M10.2 9.2v5.6l4.8-2.8-4.8-2.8z" fill="var(--color-navy)" />
        </svg>
      );
  }
}
