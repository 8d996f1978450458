import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { site } from '@/lib/site';

/** Open Graph images are 1200 × 630 (the size every network crops to). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 };

// The font is the site's own (Inter), self-hosted: the image renderer reads WOFF, not WOFF2.
const fontFile = (weight: 500 | 800) =>
  readFile(
    path.join(process.cwd(), 'node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`),
  );

interface SocialCardProps {
  /** Small line above the title: "Course", "Blog · Career Tips". */
  eyebrow: string;
  title: string;
  /** One line under the title. */
  subtitle?: string;
}

/** The share image of a page: brand, what the page is, its title. */
export async function socialCard({ eyebrow, title, subtitle }: SocialCardProps): Promise<ImageResponse> {
  const [medium, extraBold] = await Promise.all([fontFile(500), fontFile(800)]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #0b1533 0%, #1e3a8a 60%, #1d4ed8 100%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            background: '#c2410c',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 34,
            fontWeight: 800,
          }}
        >
          C
        </div>
        <div style={{ fontSize: 34, fontWeight: 800 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div
          style={{
            fontSize: 28,
            fontWeight: 500,
            color: '#fdba74',
            textTransform: 'uppercase',
            letterSpacing: 2,
          }}
        >
          {eyebrow}
        </div>
        <div style={{ fontSize: title.length > 60 ? 54 : 68, fontWeight: 800, lineHeight: 1.1 }}>{title}</div>
        {subtitle && <div style={{ fontSize: 30, fontWeight: 500, color: '#cbd5e1' }}>{subtitle}</div>}
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 26,
          fontWeight: 500,
          color: '#cbd5e1',
        }}
      >
        <div>{site.tagline}</div>
        <div>{new URL(site.url).host}</div>
      </div>
    </div>,
    {
      ...SOCIAL_CARD_SIZE,
      fonts: [
        { name: 'Inter', data: medium, weight: 500, style: 'normal' },
        { name: 'Inter', data: extraBold, weight: 800, style: 'normal' },
      ],
    },
  );
}
