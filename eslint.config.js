import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every web feature folder, so that a new feature is fenced in without editing this file. */
const webFeatures = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Shared web code: anything may import it, it imports no feature and not the app. */
const sharedWeb = ['components', 'config', 'hooks', 'lib', 'test', 'testing', 'theme.ts'].map((path) => `./web/src/${path}`);

/**
 * Imports flow one way (bulletproof-react): shared code → features → app. Features never
 * import each other: what two features share moves to shared code.
 */
const boundaries = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what they share to web/src/components or web/src/lib.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features never import the app: the app composes features.',
  },
  {
    target: sharedWeb,
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code never imports a feature or the app.',
  },
  {
    target: ['./local', './tests'],
    from: './functions/src',
    except: ['./public.ts'],
    message: 'local/ and tests/ use the functions through functions/src/public.ts, and the stored documents through @ssb/documents.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', 'test-results/**', 'playwright-report/**', '.local-data/**', '.e2e-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  // Tools' CommonJS config files (PostCSS, dependency-cruiser) load what they need with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves imports to files (what the boundaries below are drawn between) ...
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // ... and resolves the `@/` alias of web/ and the workspaces the way TypeScript does.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', 'web/tsconfig.json', 'functions/tsconfig.json', 'contract/tsconfig.json', 'documents/tsconfig.json'].map(
            (p) => `${root}/${p}`,
          ),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server's rooms (routes → use cases → repositories): a feature's collections are read and
    // written through its repository, which another feature imports to reach them.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/repository.ts', 'functions/src/lib/**', 'functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/collections'],
              importNames: ['collection'],
              message: "A collection is reached through its feature's repository.ts, never lib/collections' `collection`.",
            },
          ],
        },
      ],
    },
  },
  {
    // Routes parse, authorize and answer; what they do is a use case's, and only use cases reach the data.
    files: ['functions/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repository', '**/lib/collections', '**/lib/firebase', 'firebase-admin', 'firebase-admin/*'],
              message: 'Routes call use cases (one file per action); the data is reached only through them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The suite's `test` audits every screen with axe (tests/support/fixtures.ts).
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "End-to-end specs take `test` and `expect` from '../support/fixtures', which audits each screen with axe.",
            },
          ],
        },
      ],
    },
  },
);
