/**
 * Jest: ui components and site glue (jsdom), and the site's server rendering (node), all through
 * babel-jest. The API server and content suites run on Vitest (vitest.config.mts).
 */
const common = {
  transform: {
    '^.+\\.(t|j)sx?$': ['babel-jest', { configFile: require.resolve('./babel.jest.config.js') }],
  },
  // Storybook 10 and @portabletext ship ESM only; compile them for Jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook|@portabletext)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'mjs'],
  moduleNameMapper: {
    '\\.(png|jpe?g|gif|svg|webp|avif|pdf)$': '<rootDir>/__tests__/support/fileMock.js',
  },
};

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/{ui,site}/**/*.test.{ts,tsx}'],
      // Site code that runs in Node (server rendering) is tested there: see the node project.
      testPathIgnorePatterns: ['\\.node\\.test\\.tsx?$'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/site/**/*.node.test.{ts,tsx}'],
    },
  ],
};
