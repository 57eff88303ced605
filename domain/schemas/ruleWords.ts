/**
 * The rules in words, for the business drawings (scripts/diagrams/businessStep.ts) and the explorer: read from the
 * same rule tables the form and the server use, never written a second time. A table's condition carries its words
 * (`condition`); a schema's messages are read out of the schema itself (`messagesOf`).
 */
import type * as v from 'valibot';
import { STORABLE_TEXT_MESSAGE } from './text';

/** A rule's condition, with its words for the business reader («Kunden melder som privatperson»). */
export type Condition<TArgs extends unknown[]> = ((...args: TArgs) => boolean) & { readonly nb: string };

export const condition = <TArgs extends unknown[]>(nb: string, test: (...args: TArgs) => boolean): Condition<TArgs> =>
  Object.assign((...args: TArgs) => test(...args), { nb });

/** A rule of a table as the words read it: its field, its condition, and its schema or the schema's maker. */
interface TableRule {
  field: string;
  when?: { readonly nb: string } | undefined;
  /** Why the rule is what it is, in one plain sentence for the business reader (a date's window). */
  why?: string | undefined;
  schema: v.GenericSchema | ((...args: never[]) => v.GenericSchema);
}

/** What one field of a step answers to, in words: when it is asked (none: always), and every message it can give. */
export interface RuleInWords {
  field: string;
  when?: string;
  why?: string;
  messages: string[];
}

/**
 * Every message the customer can get from `schema`: each check's, a choice's and a custom rule's, in order, once.
 * A type's own technical message is not one of them, nor the storable-text message every text field has.
 */
export function messagesOf(schema: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { kind, type, message, pipe, wrapped, options } = node as Record<string, unknown>;
    const customerMessage = kind === 'validation' || type === 'custom' || type === 'picklist';
    if (customerMessage && typeof message === 'string' && message !== STORABLE_TEXT_MESSAGE && !found.includes(message)) found.push(message);
    if (Array.isArray(pipe)) pipe.forEach(visit);
    visit(wrapped);
    if (Array.isArray(options)) options.forEach(visit);
  };
  visit(schema);
  return found;
}

/**
 * A schema made from the form (a phone number's rules depend on the country code beside it): made once from an empty
 * form and once from a form whose every answer is Norwegian («+47»), so both sets of messages are read.
 */
const SAMPLE_FORMS: unknown[] = [{}, new Proxy({}, { get: () => '+47' })];

/** The rules of one step's table in words, a field at a time in the table's order (a field's rules together). */
export function stepRulesInWords(table: readonly TableRule[]): RuleInWords[] {
  const words: RuleInWords[] = [];
  for (const rule of table) {
    const schemas = typeof rule.schema === 'function' ? SAMPLE_FORMS.map((form) => (rule.schema as (...args: unknown[]) => v.GenericSchema)(form, {})) : [rule.schema];
    const messages = schemas.flatMap(messagesOf);
    const same = words.find((w) => w.field === rule.field && w.when === rule.when?.nb);
    if (same) same.messages.push(...messages.filter((m) => !same.messages.includes(m)));
    else words.push({ field: rule.field, ...(rule.when ? { when: rule.when.nb } : {}), ...(rule.why ? { why: rule.why } : {}), messages: [...new Set(messages)] });
  }
  return words;
}

/** Every step's rules in words, from the flow's tables (a step with no table has none). */
export const rulesInWords = <TStep extends string>(tables: Readonly<Record<TStep, readonly TableRule[]>>) =>
  Object.fromEntries(Object.entries<readonly TableRule[]>(tables).map(([step, table]) => [step, stepRulesInWords(table)])) as Record<TStep, RuleInWords[]>;
