import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    // Playwright fixtures take a `use` callback that is not React's use().
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: [
      // Build folders (.next, .next-e2e, .next-stack, …) and the production stack's runtime state.
      '.next*/**',
      '.stack*/**',
      'scripts/.split.mjs',
      'node_modules/**',
      'cms/**',
      'public/**',
      'playwright-report/**',
      'test-results/**',
      'bench-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
