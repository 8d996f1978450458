/** @jest-config-loader esbuild-register */
import nextJest from 'next/jest.js';
import type { Config } from 'jest';

// next/jest compiles TS/TSX with Next's own SWC and maps CSS modules, so unit tests see what the build sees.
const createJestConfig = nextJest({ dir: './' });

const config: Config = {
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

// marked ships only as ES modules: let SWC compile it like the project's own code.
export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern) =>
      pattern.replace('(?!(geist|', '(?!(marked|geist|'),
    ),
  };
}
