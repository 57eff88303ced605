// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

/**
 * Where an import of `file` leads inside src, as its path segments (['features', 'cases', 'format']), or null for a
 * package or a module outside src. Relative specifiers are resolved from the importing file, so '../cases/x' and
 * '../../features/cases/x' are the same import wherever they are written.
 * @param {string} file
 * @param {string} specifier
 * @returns {string[] | null}
 */
function srcSegments(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const inSrc = path.relative(SRC, path.resolve(path.dirname(file), specifier));
  return inSrc.startsWith('..') || path.isAbsolute(inSrc) ? null : inSrc.split(path.sep);
}

/**
 * Features are independent (issue 35): a file under src/features/<A>/ imports nothing under src/features/<B>/ for
 * B ≠ A, and the shared code (src/components/, src/lib/) imports no feature. What two features share lives in
 * src/components, src/lib, src/api or domain/. Static imports, re-exports, import() and `typeof import()` are checked,
 * each resolved from the importing file.
 * @type {import('eslint').Rule.RuleModule}
 */
const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'No feature imports another feature; src/components and src/lib import no feature.' },
    messages: {
      otherFeature:
        "The feature '{{from}}' imports '{{specifier}}' from the feature '{{to}}': move what both need to src/components, src/lib, src/api or domain/.",
      sharedImportsFeature:
        "Shared code (src/{{from}}) imports '{{specifier}}' from the feature '{{to}}': move it to a shared place or give it in from the feature.",
    },
    schema: [],
  },
  create(context) {
    const from = path.relative(SRC, context.filename).split(path.sep);
    const feature = from[0] === 'features' ? from[1] : null;
    const shared = from[0] === 'components' || from[0] === 'lib' ? from[0] : null;
    if (!feature && !shared) return {};
    /**
     * @param {any} node
     * @param {any} source
     */
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = srcSegments(context.filename, source.value);
      if (!to || to[0] !== 'features' || !to[1]) return;
      if (feature && to[1] !== feature) {
        context.report({ node, messageId: 'otherFeature', data: { from: feature, to: to[1], specifier: source.value } });
      } else if (shared) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { from: shared, to: to[1], specifier: source.value } });
      }
    };
    /** @param {any} node */
    const bySource = (node) => check(node, node.source);
    return {
      ImportDeclaration: bySource,
      ExportNamedDeclaration: bySource,
      ExportAllDeclaration: bySource,
      ImportExpression: bySource,
      /** @param {any} node */
      TSImportType: (node) => check(node, node.source ?? node.argument?.literal),
    };
  },
};

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
    plugins: { husvern: { rules: { 'feature-imports': featureImports } } },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
      // Features import no other feature; src/components and src/lib import no feature (see featureImports).
      'husvern/feature-imports': 'error',
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
