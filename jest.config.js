// Jest runs in ESM mode (NestJS 12 and @nestjs/cqrs are ESM-only): see ../shared/STACK.md.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^#app/(.*)$': '<rootDir>/libs/$1/src/index.ts',
    '^#testing/(.*)$': '<rootDir>/libs/$1/src/testing/index.ts',
    '^#projections$': '<rootDir>/projections/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/{apps,libs,projections,test}/**/*.{spec,int-spec,e2e-spec}.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/'],
  // Generous: a demo server starting on a busy 2-core machine can take over a minute; tests must
  // never fail because the machine is slow (performance is measured by `npm run bench`).
  testTimeout: 180000,
  // Jest's ESM mode keeps each test file's module graph alive in its worker, so a worker that ran
  // many server suites grew to gigabytes and ran each later suite several times slower (CI's e2e
  // suites went from 18 s to over 100 s on average as the run went on). A worker whose heap passes
  // this after a test file is replaced by a fresh one.
  workerIdleMemoryLimit: '800MB',
  // Installs Chromium for the browser journeys on a fresh machine (see the file).
  globalSetup: '<rootDir>/test/support/ensure-chromium.js',
};
