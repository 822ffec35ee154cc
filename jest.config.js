// Three projects: `unit` tests sit beside pure modules and need nothing running; `integration`
// tests start services in-process against the real Postgres and NATS, in a fresh database per run;
// `runner` tests start the whole platform with `npm start`, once the frontends are built.
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
// Jest loads modules as CommonJS and leaves node_modules untransformed; these packages ship ES modules
// only (maps' nearest-place lookup: kdbush, geokdbush and its tinyqueue; the map's clustering:
// supercluster), so swc converts them too.
const ESM_ONLY_PACKAGES = ['kdbush', 'geokdbush', 'tinyqueue', 'supercluster'];
const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
  testEnvironment: 'node',
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      // The second run of the unit tests (on Node 24, the images' Node) takes only the code the
      // images run: the services, the contracts they share and the frontends' server. Browser code,
      // build tooling and the kubectl manifest tests never run on an image's Node.
      roots: process.env.GROUPMAP_UNIT_IMAGE_CODE
        ? ['<rootDir>/services', '<rootDir>/contracts/src', '<rootDir>/frontend-server']
        : ['<rootDir>'],
      // contracts/scripts holds the OpenAPI type generator, whose test runs it in a child process;
      // app-kit/build the frontends' build and dev-server helpers; eslint/ the import boundaries,
      // proved by running eslint on planted files.
      testMatch: [
        '**/src/**/*.test.ts?(x)',
        '<rootDir>/contracts/scripts/**/*.test.ts',
        '<rootDir>/app-kit/build/**/*.test.ts',
        '<rootDir>/eslint/**/*.test.ts',
      ],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
      modulePathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/.data/'],
      // A file's text, as rspack's `?raw` imports give it (the map's clustering worker script), and
      // stylesheets as nothing (app-kit's barrel imports its own through its providers).
      moduleNameMapper: {
        '^supercluster-umd\\?raw$': '<rootDir>/app-kit/test-support/supercluster-umd-source.js',
        '\\.css$': '<rootDir>/app-kit/test-support/style-stub.js',
      },
    },
    {
      ...common,
      displayName: 'integration',
      roots: ['<rootDir>/services', '<rootDir>/scripts'],
      testMatch: ['**/test/**/*.int.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/test-env/integration-timeout.js'],
      globalSetup: '<rootDir>/scripts/test-env/global-setup.js',
      globalTeardown: '<rootDir>/scripts/test-env/global-teardown.js',
    },
    {
      ...common,
      // `npm start` itself, run as a user or a supervisor runs it: after the frontends are built.
      displayName: 'runner',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/test/**/*.runner.test.ts'],
    },
  ],
};
