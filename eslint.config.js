// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The feature folders (src/features/<F>/), read when the config loads so a new feature is covered without an edit. */
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Features are independent (issue 35): a file under src/features/<A>/ imports nothing under src/features/<B>/ for
 * B ≠ A, and the shared code (src/components/, src/lib/) imports no feature. import-x resolves each import to a file
 * (so '../cases/x' and '../../features/cases/x' are the same import) and checks imports, re-exports, import() and
 * require(); `typeof import('…')` types are not checked.
 */
const FEATURE_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `The feature '${feature}' imports no other feature: move what both need to src/components, src/lib, src/api or domain/.`,
  })),
  {
    target: ['./src/components', './src/lib'],
    from: './src/features',
    message:
      'Shared code (src/components, src/lib) imports no feature: move what it needs to a shared place or give it in from the feature.',
  },
];

/** A string or template text with an API address ('/api/…', or 'api/…' as ky's relative path). */
const API_URL = String.raw`/(^|\/)api\//`;
/** A module's name in an import or export (`'../../api/getUser'` is a module, not an address). */
const MODULE_SOURCE = [
  ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression, TSExternalModuleReference) > Literal',
  'TSImportType > Literal',
  'TSImportType > TSLiteralType > Literal',
].join(', ');
const API_URL_MESSAGE = 'API addresses and cache keys live in src/api: export the URL builder or key from there and use it.';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'src/routeTree.gen.ts', 'docs/**', 'data/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Imports flow one way: domain <- machines <- src; the server never imports the app or the machines.
  {
    files: ['machines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**', '**/server/**', 'react', 'react-dom', 'ky'] }] },
  },
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**', '**/server/**', '**/machines/**', 'react', 'ky'] }] },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
      // Features import no other feature; src/components and src/lib import no feature (see FEATURE_ZONES).
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: FEATURE_ZONES }],
    },
  },
  // Every /api address and API cache key is written in src/api only (issue 35).
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${API_URL}]:not(${MODULE_SOURCE})`, message: API_URL_MESSAGE },
        { selector: `TemplateElement[value.raw=${API_URL}]`, message: API_URL_MESSAGE },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**', '**/machines/**', 'react'] }] },
  },
);
