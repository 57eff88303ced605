import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * machineWordsOut leaves the machines' words for readers out of the app's build: every `description` and every `nb`
 * (the business drawings' bokmål) written as a string in machines/. They are the diagrams' and the explorer's (which
 * build from the sources), never the app's: the app reads a state's page from `meta` (page, route, heading, asks),
 * not its words. A `meta` left empty and the `types` stand-ins go with them (`isEmptied`). On the logged-in first visit, where the home page's dialog machines load before idle, they were
 * the bytes that pushed the first load over its budget (npm run bench).
 */
const MACHINE_FILE = /\/machines\/.*\.ts$/;
const WORD_KEYS = new Set(['description', 'nb']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const keyName = (property: Node): unknown => {
  const key = property.key as Node & { name?: string; value?: unknown };
  return key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
};
const isObject = (node: unknown): node is Node & { properties: Node[] } => isNode(node) && node.type === 'ObjectExpression';
const isEmptyObject = (node: unknown) => isObject(node) && node.properties.length === 0;

/** A property `description: '…'` or `nb: \`…\`` (a string, or a template literal): its key is a word key. */
function isWords(node: Node): boolean {
  if (node.type !== 'Property' || node.computed) return false;
  const name = keyName(node);
  const value = node.value as Node & { value?: unknown };
  const text = (value.type === 'Literal' && typeof value.value === 'string') || value.type === 'TemplateLiteral';
  return typeof name === 'string' && WORD_KEYS.has(name) && text;
}

/**
 * What is left out with the words, as it is nothing at run time: a `meta` that held only words (xstate then has no
 * meta for it, as for a state written without one: its readers take `meta ?? {}`), and `types: { input: {} as …, … }`,
 * the TypeScript types' carrier, which xstate does not read (`setup` takes its implementations and schemas only).
 */
function isEmptied(node: Node): boolean {
  if (node.type !== 'Property' || node.computed || !isObject(node.value)) return false;
  const name = keyName(node);
  const properties = node.value.properties;
  if (name === 'meta') return properties.every((property) => isWords(property));
  return name === 'types' && properties.every((property) => property.type === 'Property' && isEmptyObject(property.value));
}

export function machineWordsOut(): Plugin {
  return {
    name: 'husvern-machine-words-out',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!MACHINE_FILE.test(id.split('?')[0]!)) return null;
      const out = new MagicString(code);
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!isNode(node)) return;
        if (node.type === 'ObjectExpression') {
          for (const property of node.properties as Node[]) {
            // The property and the comma after it, if any (an object's last property may have none).
            if (isWords(property) || isEmptied(property)) out.remove(property.start, /^\s*,/.test(code.slice(property.end)) ? code.indexOf(',', property.end) + 1 : property.end);
            else visit(property);
          }
          return;
        }
        for (const [key, value] of Object.entries(node)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(value);
      };
      visit(this.parse(code));
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
