import { clientLogos } from '@/lib/media/logos';
import { PausableRegion } from '@/components/motion/PausableRegion';
import { LogoRow } from './LogoRow';

/** The client logo banner: about twenty logos sliding right. */
export function ClientLogoBanner() {
  return (
    <PausableRegion what="client logos">
      <LogoRow logos={clientLogos} direction="right" />
    </PausableRegion>
  );
}
