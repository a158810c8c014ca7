/**
 * One `npm test`, four projects: pure rules, the SPA's components, the API against real
 * Postgres and Redis, and the browser story in Debian's Chromium.
 */
const fs = require('node:fs');
const path = require('node:path');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false }] };
const moduleNameMapper = {
  '^@lesne/contracts$': '<rootDir>/libs/contracts/src',
  '^@lesne/domain$': '<rootDir>/libs/domain/src',
  '^@lesne/db$': '<rootDir>/libs/db/src',
  '^@lesne/config$': '<rootDir>/libs/config/src',
  '^@lesne/strava$': '<rootDir>/libs/strava/src',
  '^@lesne/activity-files$': '<rootDir>/libs/activity-files/src',
  '^@lesne/activity-files/testing$': '<rootDir>/libs/activity-files/testing',
  '^@lesne/strava-simulator$': '<rootDir>/libs/strava-simulator/src',
  '^@lesne/planting$': '<rootDir>/libs/planting/src',
  '^@lesne/planting-simulator$': '<rootDir>/libs/planting-simulator/src',
  '^@lesne/chat$': '<rootDir>/libs/chat/src',
  '^@lesne/chat-simulator$': '<rootDir>/libs/chat-simulator/src',
  '^@lesne/simulator-http$': '<rootDir>/libs/simulator-http/src',
};

/** Packages that ship ES modules only: swc turns them into CommonJS like our code. */
const ESM_ONLY_PACKAGES = ['@garmin/fitsdk'];
const transformingPackages = (packages) => [`/node_modules/(?!(${packages.join('|')})/)`];

const common = { rootDir: __dirname, transform, moduleNameMapper, transformIgnorePatterns: transformingPackages(ESM_ONLY_PACKAGES) };

module.exports = {
  testTimeout: 30000,
  // Every API and browser file has a database and Redis keys of its own, so files run side by side:
  // one a core (Jest's default leaves one core idle, and most files wait on I/O and timers).
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/workers/src/**/*.spec.ts', '<rootDir>/frontend/build/**/*.spec.ts', '<rootDir>/deploy/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'spa',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/frontend/jest.setup.ts'],
      // yet-another-react-lightbox ships ES modules only too, and only the SPA imports it.
      transformIgnorePatterns: transformingPackages([...ESM_ONLY_PACKAGES, 'yet-another-react-lightbox']),
      moduleNameMapper: {
        ...moduleNameMapper,
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.(css|svg|png|jpg|jpeg)$': '<rootDir>/frontend/test/file-stub.js',
      },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: '<rootDir>/test/database-environment.ts',
      // the stack over HTTP (backend/test, workers/test), and the middle tier: services and repositories on a database, without HTTP (next to their code)
      testMatch: ['<rootDir>/backend/**/*.int-spec.ts', '<rootDir>/workers/**/*.int-spec.ts', '<rootDir>/libs/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/one-query-at-a-time.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: '<rootDir>/test/database-environment.ts',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};
