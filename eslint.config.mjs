import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const NO_FETCH = 'ui/ never fetches; take data through props.';
const NO_STORAGE = 'ui/ never reads storage; take state through props.';
const DATA_LAYER = 'SQL belongs in server/data: call a data module from here.';

/**
 * Who may import whom (README, Layout). Resolved paths, so a relative import is caught however
 * many `../` it climbs. Tests, scripts, benches and the Gatsby root files may reach every layer.
 */
const LAYER_FENCES = [
  {
    target: './server',
    from: ['./src', './ui', './build'],
    message: 'server/ is the API: no site, ui or build code in it; share through shared/.',
  },
  {
    target: './src',
    from: ['./server', './build'],
    message: 'src/ runs in the browser: no server or build code; wire types are in shared/.',
  },
  {
    target: './build',
    from: './server',
    message: 'build/ runs after Gatsby, not in the API: share through shared/.',
  },
  {
    target: './ui',
    from: './',
    except: ['./ui', './node_modules'],
    message: 'ui/ is a self-contained library: import only ui/ and its packages.',
  },
  {
    target: './shared',
    from: './',
    except: ['./shared', './node_modules'],
    message: 'shared/ is imported by every layer, so it imports none of them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'studio/node_modules/',
      'studio/dist/',
      'bench/results/',
      'src/gatsby-types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Type-aware promise rules: a promise nobody awaits or catches, or one handed to a place that
    // expects a plain function (an onClick, a setTimeout callback), loses its errors. Every
    // TypeScript file belongs to tsconfig.json except the Studio's own config files, whose
    // package (sanity) is installed only in studio/.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['studio/*.ts'],
          defaultProject: 'tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's describe/it/test return promises its runner already tracks.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'suite', 'test'] },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Hooks live in .ts files as often as in .tsx ones (useClaps.ts, useVideo.ts ...), so the
    // rules of hooks, the React Compiler checks and the a11y rules apply to every TypeScript file.
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Playwright fixtures hand their value on through a callback named `use`, which is not
    // React's use(): the rules of hooks don't apply to browser-test code.
    files: ['__tests__/{e2e,pages,visual}/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // ui/ is a pure component library: no Gatsby, no data fetching, no server code.
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['gatsby', 'gatsby-*'],
              message: 'ui/ must not depend on Gatsby; take links and images through props.',
            },
            {
              group: ['**/server/**', '**/src/**'],
              message: 'ui/ must not import site or server code.',
            },
            {
              group: ['@emailjs/*', 'jotai', 'jotai/*'],
              message: 'ui/ is stateless: state and services live in src/.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: NO_FETCH },
        { name: 'localStorage', message: NO_STORAGE },
        { name: 'sessionStorage', message: NO_STORAGE },
      ],
      // The same globals reached through the global object: window.fetch, globalThis.localStorage ...
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => [
          { object, property: 'fetch', message: NO_FETCH },
          { object, property: 'localStorage', message: NO_STORAGE },
          { object, property: 'sessionStorage', message: NO_STORAGE },
        ]),
      ],
    },
  },
  {
    // All SQL lives in server/data (and the schema and client in server/db): routes, plugins,
    // scripts and the build call a data module instead of querying.
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'build/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['server/data/**', 'server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: DATA_LAYER }],
          patterns: [{ regex: '(^|/)db/schema(\\.ts)?$', message: DATA_LAYER }],
        },
      ],
    },
  },
  {
    // The fences between the layers, and no import cycles anywhere (a cycle makes module order,
    // and so what is undefined at load time, depend on which file is imported first).
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (by default only JavaScript ones).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: LAYER_FENCES },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['__tests__/{ui,site}/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  ...storybook.configs['flat/recommended'],
);
