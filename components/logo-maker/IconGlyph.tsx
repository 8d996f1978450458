import { createElement } from 'react';
import type { IconNode } from '@/lib/icons/catalogue';

/**
 * An icon of the catalogue, drawn as React elements from its [shape, attributes] nodes: no markup is
 * injected, and readCatalogue has already kept only the allowed shapes and attributes.
 */
export function IconGlyph({ nodes, className }: { nodes: readonly IconNode[]; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {nodes.map(([shape, attributes], index) => createElement(shape, { key: index, ...attributes }))}
    </svg>
  );
}
