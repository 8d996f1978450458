import nextJest from 'next/jest.js';
import type { Config } from 'jest';

// next/jest compiles TS/TSX with Next's own SWC and maps CSS modules, so unit tests see what the build sees.
const createJestConfig = nextJest({ dir: './' });

/** The site's tests: components in jsdom, lib/ and the rest beside the code they test. */
const site: Config = {
  displayName: 'site',
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The server build of isomorphic-dompurify brings jsdom, whose ESM dependencies jest cannot load; the
    // test environment is jsdom already, so DOMPurify runs on its window (the same sanitizer).
    '^isomorphic-dompurify$': 'dompurify',
  },
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/.next/', '<rootDir>/e2e/', '<rootDir>/cms/'],
  modulePathIgnorePatterns: ['<rootDir>/cms/', '<rootDir>/.next/'],
};

/**
 * The bundled CMS's tests (cms/, TypeScript beside the code they test), in Node: its code runs on the CMS's
 * own packages (cms/node_modules), and the facts it shares with the site come from lib/shared, as in the CMS.
 */
const cms: Config = {
  displayName: 'cms',
  testEnvironment: 'node',
  roots: ['<rootDir>/cms'],
  testMatch: ['<rootDir>/cms/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/cms/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/cms/dist/', '<rootDir>/.next/'],
  moduleNameMapper: { '^@codebridge/shared/(.*)$': '<rootDir>/lib/shared/$1' },
};

// marked ships only as ES modules: let SWC compile it like the project's own code.
function compilingMarked(resolved: Config): Config {
  return {
    ...resolved,
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern) =>
      pattern.replace('(?!(geist|', '(?!(marked|geist|'),
    ),
  };
}

export default async function jestConfig(): Promise<Config> {
  const projects = [await createJestConfig(site)(), await createJestConfig(cms)()];
  return { projects: projects.map(compilingMarked) };
}
