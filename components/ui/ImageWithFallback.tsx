'use client';

import Image, { type ImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';

type ImageWithFallbackProps = ImageProps & { fallbackSrc: string };

/**
 * next/image that swaps in a local placeholder when its source fails to load (a CMS image that was
 * deleted, a host that is down). An image that failed before hydration is caught on mount.
 */
export function ImageWithFallback({ src, fallbackSrc, alt, ...props }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <Image
      {...props}
      ref={ref}
      // The placeholder shows nothing the original's description would fit.
      alt={failed ? '' : alt}
      src={failed ? fallbackSrc : src}
      onError={() => setFailed(true)}
    />
  );
}
