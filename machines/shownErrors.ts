/**
 * Which error messages a step shows after a change or a blur, for every flow (STYLE: validate on NESTE;
 * afterwards fixed errors disappear at once, a choice shows its new error on change, a typed field on blur).
 */

/** Keeps the shown errors that still fail (with their current message), and adds `fields` that fail. */
export function refreshShownErrors<F extends string>(
  current: Partial<Record<F, string>>,
  fresh: Partial<Record<F, string>>,
  fields: readonly F[] = [],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const key of Object.keys(current) as F[]) {
    if (fresh[key]) out[key] = fresh[key];
  }
  for (const field of fields) {
    if (fresh[field]) out[field] = fresh[field];
  }
  return out;
}
