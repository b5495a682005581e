import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its helpers ship ESM only, and so does marked (the notices' Markdown).
const esmPackages = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify', 'marked'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // Jest 30 "soft-deletes" what a test file leaves on its global by wrapping the values in guards; in a full
  // run the process-wide holders (mail queue, security logger, database client) went through those guards
  // and one suite died in them ("Maximum call stack size exceeded" in jest-util's setter) while passing
  // alone. "off" is Jest 29's behaviour; each test file still gets its own global object.
  testEnvironmentOptions: { globalsCleanup: 'off' },
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
