/** @jest-config-loader esbuild-register */
import nextJest from 'next/jest.js';
import type { Config } from 'jest';

// next/jest compiles TS/TSX with Next's own SWC and maps CSS modules, so unit tests see what the build sees.
const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/.next/', '<rootDir>/e2e/', '<rootDir>/cms/'],
  modulePathIgnorePatterns: ['<rootDir>/cms/', '<rootDir>/.next/'],
};

export default createJestConfig(config);
