/**
 * Readable text for xstate's guard and action references: names, parameters, `!a`, `a and b`.
 * Pure formatting; no walking of the machine here.
 */

/** `'isStepValid'`, `{ type: 'resumesAt', params: { step: 'rolle' } }` → `resumesAt(rolle)`, `not(...)`, `and([...])`. */
export function formatGuard(guard: unknown, nested = false): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { check?: { name?: string }; guards?: unknown[]; stateValue?: unknown; name?: string };
    const check = fn.check?.name;
    if (check === 'checkNot' && fn.guards) return `!${formatGuard(fn.guards[0], true)}`;
    if ((check === 'checkAnd' || check === 'checkOr') && fn.guards) {
      const joined = fn.guards.map((g) => formatGuard(g, true)).join(check === 'checkAnd' ? ' and ' : ' or ');
      return nested ? `(${joined})` : joined;
    }
    if (check === 'checkStateIn') return `in(${JSON.stringify(fn.stateValue)})`;
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
  }
  if (isNamed(guard)) return withParams(guard.type, guard.params);
  return 'guard';
}

/** Named actions with their parameters; inline functions and xstate built-ins (assign, sendTo…) are left out. */
export function formatActions(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return action.startsWith('xstate.') ? [] : [action];
    if (isNamed(action)) return action.type.startsWith('xstate.') ? [] : [withParams(action.type, action.params)];
    return [];
  });
}

/** `trigger [guard] / actions`. */
export function formatLabel(trigger: string, guard: string | undefined, actions: string[]): string {
  return `${trigger}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
}

/** `name(value)`, `name(a=1, b=x)`; parameters computed by a function (known only at run time) are left out. */
export function withParams(name: string, params: unknown): string {
  const text = formatParams(params);
  return text === undefined ? name : `${name}(${text})`;
}

function formatParams(params: unknown): string | undefined {
  if (params === undefined || typeof params === 'function') return undefined;
  if (params !== null && typeof params === 'object' && !Array.isArray(params)) {
    const entries = Object.entries(params);
    if (entries.length === 0) return undefined;
    if (entries.length === 1) return formatValue(entries[0]![1]);
    return entries.map(([key, value]) => `${key}=${formatValue(value)}`).join(', ');
  }
  return formatValue(params);
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /^[\w./-]+$/.test(value) ? value : `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (typeof value === 'function') return 'ƒ';
  return '{…}';
}

function isNamed(value: unknown): value is { type: string; params?: unknown } {
  return value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Wraps a label into lines of at most `width` characters (a longer word stays whole). A label that
 * does not fit on one line gets its actions (`/ a, b`) on lines of their own.
 */
export function wrapLabel(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const at = text.indexOf(' / ');
  if (at < 0) return wrapWords(text, width);
  return [...wrapWords(text.slice(0, at), width), ...wrapWords(text.slice(at + 1), width)];
}

/** Greedy word wrap; a lone `/` stays with the word after it. */
export function wrapWords(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.replace(/(^|\s)\/\s+/g, '$1/\uE000').split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.map((l) => l.replace(/\uE000/g, ' '));
}
