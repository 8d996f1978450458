import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    // lib/env/server.mjs reads the server's whole environment; UI (client islands included) takes
    // lib/env/public.ts. The cache handler loads it uncompiled, so the server-only package cannot guard it.
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/env/server.mjs'], message: 'UI reads configuration from @/lib/env/public.' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take a `use` callback that is not React's use().
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: [
      // Build folders (.next, .next-e2e, .next-stack, the bench's bare page's, …) and the production stack's runtime state.
      '**/.next*/**',
      '.stack*/**',
      'scripts/.split.mjs',
      'node_modules/**',
      // The bundled CMS's build output, install, runtime data and Strapi's generated types; its sources are
      // checked like the site's.
      'cms/dist/**',
      'cms/.tmp/**',
      'cms/.strapi/**',
      'cms/build/**',
      'cms/types/generated/**',
      'public/**',
      'playwright-report/**',
      'test-results/**',
      'bench-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
