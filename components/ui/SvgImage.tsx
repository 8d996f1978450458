interface SvgImageProps {
  /** A vector file under public/ (logos, illustrations). */
  src: `/${string}.svg`;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** `eager` for a picture in the first screen of every page (the header's logo); lazy otherwise. */
  loading?: 'eager' | 'lazy';
}

/**
 * A static SVG picture as a plain <img>, rendered on the server. next/image leaves SVGs unoptimized
 * anyway, but it is a client component: every instance is hydrated in the browser, which on the home
 * page's logo rows meant 82 components doing nothing. Raster images keep next/image (or
 * ImageWithFallback), which sizes and converts them.
 */
export function SvgImage({ src, alt, width, height, className, loading = 'lazy' }: SvgImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a vector file: nothing to optimize
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      decoding="async"
    />
  );
}
