// Three projects: unit specs next to the code (no services); medium specs under test/medium that
// need only Postgres (repository SQL, in seconds; see test/medium/global-setup.ts); and
// integration/end-to-end specs under test/ that run against real Postgres, Redis and Kafka (see
// test/global-setup.ts).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      // swc rewrites @app/* imports at compile time, so they resolve in global setup too, where
      // jest's moduleNameMapper does not apply.
      baseUrl: __dirname,
      paths: { '@app/*': ['libs/*/src'] },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@app/([a-z-]+)$': '<rootDir>/libs/$1/src',
};

// Baseline checkouts made by `npm run bench:system` hold a second copy of the project.
const modulePathIgnorePatterns = ['<rootDir>/.bench/'];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/apps/**/*.spec.ts', '<rootDir>/libs/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc },
      // The console's own alias (apps/console/tsconfig.json), for the console's unit specs.
      moduleNameMapper: { ...moduleNameMapper, '^@/(.*)$': '<rootDir>/apps/console/src/$1' },
      modulePathIgnorePatterns,
      testEnvironment: 'node',
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'medium',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/medium/**/*.medium-spec.ts'],
      transform: { '^.+\\.ts$': swc },
      moduleNameMapper,
      modulePathIgnorePatterns,
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test/medium/global-setup.ts',
      globalTeardown: '<rootDir>/test/medium/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform: { '^.+\\.(t|j)s$': swc },
      moduleNameMapper,
      modulePathIgnorePatterns,
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      slowTestThreshold: 15,
    },
  ],
  testTimeout: 30000,
};
