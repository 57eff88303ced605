/**
 * Which error messages a step shows after a change or a blur, for every flow (STYLE: validate on NESTE;
 * afterwards fixed errors disappear at once, a choice shows its new error on change, a typed field on blur).
 * Each flow states its fields in a `ShowingRule`; the rule itself is this one.
 */

type Errors<F extends string> = Partial<Record<F, string>>;

export interface ShowingRule<F extends string> {
  /** Fields chosen rather than typed: once NESTE was tried on the step, their message follows every change. */
  choices: ReadonlySet<F>;
  /** Typed fields whose message shows when the customer leaves them even before NESTE was tried. */
  showsOnBlurBeforeNext(field: F): boolean;
  /** Fields that are one answer (a phone number and its country code): checked together, on every change once either shows a message. */
  groups?: readonly (readonly F[])[];
}

/** Keeps the shown errors that still fail (with their current message), and adds `fields` that fail. */
export function refreshShownErrors<F extends string>(current: Errors<F>, fresh: Errors<F>, fields: readonly F[] = []): Errors<F> {
  const out: Errors<F> = {};
  for (const key of Object.keys(current) as F[]) {
    if (fresh[key]) out[key] = fresh[key];
  }
  for (const field of fields) {
    if (fresh[field]) out[field] = fresh[field];
  }
  return out;
}

/**
 * The messages shown after the customer changed (`change`) or left (`blur`) `field`. `attempted`: NESTE was
 * tried on the step; `current`: the messages shown now; `validate`: the step's messages for the form as it is.
 */
export function errorsAfter<F extends string>(
  on: 'change' | 'blur',
  rule: ShowingRule<F>,
  { attempted, current, field, validate }: { attempted: boolean; current: Errors<F>; field: F; validate: () => Errors<F> },
): Errors<F> {
  const group = rule.groups?.find((g) => g.includes(field));
  const recheck: F[] = [];
  if (on === 'change') {
    if (attempted && rule.choices.has(field)) recheck.push(field);
    if (group && (attempted || group.some((f) => current[f] !== undefined))) recheck.push(...group);
  } else if (attempted || rule.showsOnBlurBeforeNext(field)) {
    recheck.push(...(group ?? [field]));
  }
  // Nothing shown and nothing to show: no need to validate.
  if (recheck.length === 0 && Object.keys(current).length === 0) return current;
  return refreshShownErrors(current, validate(), recheck);
}
