/**
 * One text per content: JSON with every object's keys in order and null for what is absent, so two requests that
 * say the same (a resent order, a resent submit) compare equal however their keys were ordered. Compare what the
 * shared schemas made of a body (its validated, normalised form), not the raw body.
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** The canonical JSON text: sorted keys; a key whose value is null or undefined counts as absent. */
export const canonicalJson = (value: unknown): string => JSON.stringify(canonical(value)) ?? 'null';

/** SHA-256 (hex) of the canonical JSON: what is stored to know a request again without keeping it. */
export const contentHash = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('hex');
