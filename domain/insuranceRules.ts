import { AGENTS, AGENTS_WITH_TERMS_AND_PRICE, findAgent } from './agents';
import { FORMER_PRODUCT_NAME, PRODUCT_NAME } from './brand';
import { INSURABLE_BUILDING_TYPES } from './codes';

const norm = (s: string) => s.trim().toLocaleLowerCase('nb-NO');

/**
 * Whether an agreement's agent is the provider itself: `{product}` or its former name (SPEC §9
 * "Agents with terms link and price"), as name or as the agent key, in any letter case.
 */
export function isProviderAgent(agent: string | null | undefined): boolean {
  if (!agent) return false;
  const a = norm(agent);
  return AGENTS_WITH_TERMS_AND_PRICE.some((name) => norm(name) === a) || a === norm(`${PRODUCT_NAME} Forsikring`);
}

/**
 * The company's display name for an agreement's agent: the provider (also under its former name)
 * is shown as `{product}`; a partner by its key (`gjensidige` → Gjensidige) or by its name or long
 * name; anything unknown as given.
 */
export function agentName(agent: string | null | undefined): string {
  if (!agent?.trim()) return '';
  if (isProviderAgent(agent) || norm(agent) === norm(FORMER_PRODUCT_NAME)) return PRODUCT_NAME;
  const a = norm(agent);
  const known = findAgent(a) ?? AGENTS.find((x) => norm(x.name) === a || norm(x.longName) === a);
  return known?.name ?? agent.trim();
}

/**
 * The check result's product case (SPEC §2 "Check result detail"): Hus topp and Hytte topp are the
 * building insurance, Innbo the contents insurance, everything else `other`.
 */
export type ProductCase = 'building' | 'contents' | 'other';

export function productCaseOf(productName: string | null | undefined): ProductCase {
  const p = norm(productName ?? '');
  if (p === 'hus topp' || p === 'hytte topp') return 'building';
  if (p === 'innbo') return 'contents';
  return 'other';
}

/** BESTILL FORSIKRING is offered for every product except Hus topp and Hytte topp. */
export function offersPurchase(productCase: ProductCase): boolean {
  return productCase !== 'building';
}

/** SPEC §3: owned buildings of these type codes can be insured (nhf_byggtypekode). */
export function isInsurableBuildingType(code: string | number | null | undefined): boolean {
  if (code === null || code === undefined) return false;
  return (INSURABLE_BUILDING_TYPES as readonly string[]).includes(String(code).trim());
}
