import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

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
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
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
        { name: 'fetch', message: 'ui/ never fetches; take data through props.' },
        { name: 'localStorage', message: 'ui/ never reads storage; take state through props.' },
      ],
    },
  },
  {
    files: ['__tests__/{ui,site}/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  ...storybook.configs['flat/recommended'],
);
