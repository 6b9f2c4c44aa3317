// Unit tests run twice, once per build flavour (docs/architecture.md "Tests"); demo server tests run in node.
const transform = { '^.+\\.(t|j|mj)sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }] };
// ESM-only packages must be transformed too.
const transformIgnorePatterns = ['/node_modules/(?!(preact|nanostores|ky)/)'];
const moduleFileExtensions = ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'];

// Property tests (`*.property.test.ts`, docs/decisions.md "Property tests") check pure logic that no flavour changes:
// they run once, in the preact project.
function flavour(name, moduleNameMapper, ignore = []) {
  return {
    displayName: name,
    testEnvironment: '<rootDir>/test/setup/jsdom-with-fetch.cjs',
    testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/demo/', '<rootDir>/test/e2e/', ...ignore],
    setupFiles: ['<rootDir>/test/setup/media.ts'],
    transform,
    transformIgnorePatterns,
    moduleFileExtensions,
    moduleNameMapper,
    globals: { __SFI_VERSION__: 'test', __SFI_FLAVOUR__: name },
  };
}

module.exports = {
  // Every core: jest's default leaves one free, which on a two-core machine is one worker (145 s against 79 s).
  maxWorkers: '100%',
  projects: [
    flavour('preact', {
      '(^|/)framework$': '<rootDir>/src/ui/framework.preact.ts',
      '^react$': 'preact/compat',
      '^react-dom$': 'preact/compat',
      '^react-dom/client$': 'preact/compat/client',
      '^react/jsx-runtime$': 'preact/jsx-runtime',
      '^react/jsx-dev-runtime$': 'preact/jsx-runtime',
    }),
    flavour('react', {}, ['\\.property\\.test\\.ts$']),
    {
      displayName: 'demo',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/demo/**/*.test.ts'],
      transform,
      // @fastify/static and @fastify/cookie load ESM-only packages on Node 20.
      transformIgnorePatterns: ['/node_modules/(?!(preact|nanostores|ky|content-disposition|cookie|@fastify/cookie)/)'],
      moduleFileExtensions,
    },
  ],
};
