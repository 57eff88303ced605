/**
 * The reasons a customer may give for «Si opp forsikring» (docs/cancellation.md): the list and its type, data only.
 * A module of its own so that domain/types.ts (AgreementCancellation) names a reason without importing the
 * cancellation rules, which read domain/types.ts. domain/cancellation.ts hands these names on with the rule
 * functions on reasons (a rule module: views call those only in a selector, eslint.config.js RULE_MODULES).
 */

/** The reasons, in the order the form offers them. */
export const CANCELLATION_REASONS = [
  { code: 'behov_borte', label: 'Jeg har solgt eller flyttet fra bygningen, eller behovet er borte' },
  { code: 'annet_selskap', label: 'Jeg flytter forsikringen til et annet selskap' },
  { code: 'hovedforfall', label: 'Jeg vil si opp forsikringen ved hovedforfall' },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]['code'];

export const CANCELLATION_REASON_CODES: readonly CancellationReason[] = CANCELLATION_REASONS.map((r) => r.code);
