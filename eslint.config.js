// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { noRuleCallsInViews } from './scripts/eslint/noRuleCallsInViews.js';

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

/**
 * Views only render (issue 47, docs/architecture.md): a view is a .tsx file under src/features/ or src/components/.
 * From src/api it imports only what it renders from: the reads (`use…` hooks, through SWR) and addresses (`…Url`).
 * A call, a write, a cache key or the session's user is the app's effect: a machine's effects module (.ts) gives it.
 */
const VIEWS = ['src/features/**/*.tsx', 'src/components/**/*.tsx'];
const VIEW_API_MESSAGE =
  'A view imports from src/api only reads (use… hooks) and addresses (…Url); calls and writes are a machine\'s effects, given in a .ts effects module (docs/architecture.md, «Views only render»).';
/** The rule modules (paths from the root): a view calls their functions only inside a selector (scripts/eslint/noRuleCallsInViews.js). */
const RULE_MODULES = [String.raw`^domain/cancellation\.ts$`, String.raw`^domain/(.+/)?\w+Rules\.ts$`];

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
  // Views only render: no API call or write, no rule called outside a selector (issue 47).
  {
    files: VIEWS,
    plugins: { husvern: { rules: { 'no-rule-calls-in-views': noRuleCallsInViews } } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'] },
            { group: ['**/api/*'], allowImportNamePattern: String.raw`^(use[A-Z]\w*|[a-z]\w*Url)$`, message: VIEW_API_MESSAGE },
            // The names the pattern lets through that are no read or address: goToUrl navigates, useUpdateUser writes.
            { group: ['**/api/*'], importNames: ['goToUrl', 'useUpdateUser'], message: VIEW_API_MESSAGE },
          ],
        },
      ],
      'husvern/no-rule-calls-in-views': ['error', { root: ROOT, ruleModules: RULE_MODULES }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**', '**/machines/**', 'react'] }] },
  },
);
