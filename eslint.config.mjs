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
      '.next/**',
      '.next-e2e/**',
      '.next-bench/**',
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
