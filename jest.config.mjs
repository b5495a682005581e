import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its helpers ship ESM only.
const esmPackages = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/.next', '<rootDir>/data/'],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/data/'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  moduleNameMapper: {
    // server-only throws outside React Server Components; tests run server modules directly.
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testTimeout: 30000,
};

const jestConfig = async () => {
  const base = await createJestConfig(config)();
  return {
    ...base,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
};

export default jestConfig;
