// @ts-check
/**
 * ESLint rule `husvern/no-rule-calls-in-views` (docs/architecture.md, «Views only render»): a view calls no rule
 * function outside a selector. A rule function is a value imported from a rule module (the `ruleModules` option:
 * patterns over paths from the repository's root), directly or through a module that re-exports it
 * (`export { isX } from './xRules'`, `export * from …`). A view may use it only inside a selector: the function given
 * to a `use…Selector(…)` hook. Anywhere else a call of it (`isX(form)`), or handing it to a call (`list.filter(isX)`),
 * is refused: the view reads the answer from a selector (machines/<flow>/selectors.ts, domain/insuranceSelectors.ts)
 * instead. The rule modules' constants and text catalogues (`CANCELLATION_REASONS.map(…)`,
 * `COVER_END_TEXTS.ended(day)`) are not functions called by name, and stay free to use.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

/** The file a relative import names, or null (a package, or nothing there). */
function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), source);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** `export { a, b as c, type T } from '…'` and `export * from '…'` of a module's text. */
function reExportsOf(text) {
  const found = [];
  for (const m of text.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1]) continue;
    const names = m[2]
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => {
        const [original, alias] = s.split(/\s+as\s+/);
        return { original: original.trim(), exported: (alias ?? original).trim() };
      });
    found.push({ source: m[3], names });
  }
  for (const m of text.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) found.push({ source: m[1], names: '*' });
  return found;
}

/**
 * What of the module at `file` is a rule: '*' (the module is a rule module), a set of its exported names (those it
 * re-exports from one), or null.
 */
function rulesOf(file, isRuleModule, cache, depth = 0) {
  if (cache.has(file)) return cache.get(file);
  let rules = null;
  if (isRuleModule(file)) rules = '*';
  else if (depth < 5 && /\.tsx?$/.test(file)) {
    const names = new Set();
    let all = false;
    for (const { source, names: exported } of reExportsOf(fs.readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, source);
      const targetRules = target ? rulesOf(target, isRuleModule, cache, depth + 1) : null;
      if (!targetRules) continue;
      if (exported === '*') {
        if (targetRules === '*') all = true;
        else for (const n of targetRules) names.add(n);
        continue;
      }
      for (const { original, exported: name } of exported) if (targetRules === '*' || targetRules.has(original)) names.add(name);
    }
    rules = all ? '*' : names.size > 0 ? names : null;
  }
  cache.set(file, rules);
  return rules;
}

const SELECTOR_HOOK = /^use\w*Selector$/;

/** Whether `node` sits inside a function handed to a `use…Selector(…)` hook, or is the selector handed itself. */
function inSelector(node) {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type !== 'CallExpression' || !parent.arguments.includes(child)) continue;
    const callee = parent.callee.type === 'MemberExpression' ? parent.callee.property : parent.callee;
    if (callee.type === 'Identifier' && SELECTOR_HOOK.test(callee.name)) return true;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRuleCallsInViews = {
  meta: {
    type: 'problem',
    docs: { description: 'A view calls no rule function outside a selector (docs/architecture.md, «Views only render»).' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, ruleModules: { type: 'array', items: { type: 'string' } } },
        required: ['root', 'ruleModules'],
        additionalProperties: false,
      },
    ],
    messages: {
      ruleCall:
        "The view calls the rule '{{name}}' ({{module}}): a view renders what a selector reads through the rules (machines/<flow>/selectors.ts, domain/insuranceSelectors.ts), or calls it inside a use…Selector(…) callback.",
    },
  },
  create(context) {
    const { root, ruleModules } = context.options[0];
    const patterns = ruleModules.map((p) => new RegExp(p));
    const relative = (file) => path.relative(root, file).split(path.sep).join('/');
    const isRuleModule = (file) => patterns.some((p) => p.test(relative(file)));
    const cache = new Map();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || typeof node.source.value !== 'string') return;
        const file = resolveImport(context.filename, node.source.value);
        const rules = file ? rulesOf(file, isRuleModule, cache) : null;
        if (!rules) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') {
            if (specifier.importKind === 'type') continue;
            const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
            if (rules !== '*' && !rules.has(imported)) continue;
          } else if (rules !== '*') continue;
          for (const variable of context.sourceCode.getDeclaredVariables(specifier)) {
            for (const reference of variable.references) {
              const id = reference.identifier;
              const parent = id.parent;
              const called = parent?.type === 'CallExpression' && (parent.callee === id || parent.arguments.includes(id));
              const namespaceCall = parent?.type === 'MemberExpression' && parent.object === id && parent.parent?.type === 'CallExpression' && parent.parent.callee === parent && specifier.type === 'ImportNamespaceSpecifier';
              if ((called || namespaceCall) && !inSelector(id)) {
                context.report({ node: id, messageId: 'ruleCall', data: { name: variable.name, module: relative(file) } });
              }
            }
          }
        }
      },
    };
  },
};
