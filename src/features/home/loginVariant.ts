import { findAgent, type Agent } from '../../../domain/agents';
import { loginUrl } from '../../api/auth';

export type LoginVariant =
  | { kind: 'agent'; agent: Agent }
  | { kind: 'partner' }
  | { kind: 'meldskade' }
  | { kind: 'kjop' }
  | { kind: 'default' };

export interface HomeSearch {
  agent?: string | undefined;
  partner?: true | undefined;
  meldskade?: true | undefined;
  kjop?: true | undefined;
}

/** Which login panel the anonymous home page shows (SPEC §1): agent, partner, meldskade, kjop or none. */
export function loginVariant(search: HomeSearch): LoginVariant {
  const agent = findAgent(search.agent);
  if (agent) return { kind: 'agent', agent };
  if (search.partner) return { kind: 'partner' };
  if (search.meldskade) return { kind: 'meldskade' };
  if (search.kjop) return { kind: 'kjop' };
  return { kind: 'default' };
}

/** BankID login link: returns to the site origin, or origin + /kjop-forsikring for the buy variant. */
export function loginHref(variant: LoginVariant, origin: string): string {
  return loginUrl(variant.kind === 'kjop' ? `${origin}/kjop-forsikring` : origin);
}
